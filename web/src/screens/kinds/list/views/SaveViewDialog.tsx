/** Names the list's current state as a view, and, for an account that manages roles, shares it with one. */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Message } from 'semantic-ui-react';
import type { Lang } from '../../../../../../contract/i18n.ts';
import { DEMO_ROLES } from '../../../../../../contract/resources/governance/permissions.ts';
import { VIEW_NAME_MAX, VIEW_ROLES } from '../../../../../../contract/resources/views.ts';
import { Dialog } from '../../../parts/Dialog.tsx';

/** Each role a view may be shared with, in the permission screen's words for it. */
const ROLE_TITLES: Record<(typeof VIEW_ROLES)[number], { zh: string; en: string }> = {
  admin: DEMO_ROLES.admin,
  admin2: DEMO_ROLES.operator,
  caiwu: DEMO_ROLES.finance,
  seller: DEMO_ROLES.seller,
  seller2: DEMO_ROLES.merchant,
};

export function SaveViewDialog(props: { lang: Lang; mayShare: boolean; onSave(name: string, role: string | null): Promise<string | undefined>; onClose(): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const refused = await props.onSave(name.trim(), role || null);
    setBusy(false);
    if (refused) setError(refused);
    else props.onClose();
  };
  return (
    <Dialog size="tiny" onClose={props.onClose} className="save-view-dialog">
      <Dialog.Header>{t('screens.views.save')}</Dialog.Header>
      <Dialog.Content>
        <Form id="save-view-form" onSubmit={submit} error={error !== undefined}>
          <Form.Field required>
            <label htmlFor="view-name">{t('screens.views.name')}</label>
            <input id="view-name" autoFocus maxLength={VIEW_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
          </Form.Field>
          {props.mayShare && (
            <Form.Field>
              <label htmlFor="view-role">{t('screens.views.share')}</label>
              <select id="view-role" value={role} onChange={(e) => setRole(e.target.value)}>
                <option value="">{t('screens.views.noShare')}</option>
                {VIEW_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_TITLES[r][props.lang]}
                  </option>
                ))}
              </select>
            </Form.Field>
          )}
          <Message error content={error} />
        </Form>
      </Dialog.Content>
      <Dialog.Actions>
        <Button type="button" content={t('screens.views.cancel')} onClick={props.onClose} />
        <Button primary type="submit" form="save-view-form" loading={busy} disabled={busy || name.trim() === ''} content={t('screens.views.saveButton')} className="save-view-confirm" />
      </Dialog.Actions>
    </Dialog>
  );
}

/**
 * Names a view: saving the list's state as a new one, or renaming one of the caller's (docs/views.md "Changing a
 * view"); an account that manages roles also shares it with one. One form of the console's form layer
 * (docs/forms.md) over the contract's schema of the name and role: empty or over 40 characters is said on the field
 * in the console's language, and a name the screen already has, refused by the upstream, lands on the field in its words.
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import type { Lang } from '../../../../../../contract/i18n.ts';
import { DEMO_ROLES } from '../../../../../../contract/resources/governance/permissions.ts';
import { VIEW_ROLES, viewBody } from '../../../../../../contract/resources/views.ts';
import { useSchemaForm } from '../../../hooks/useSchemaForm.ts';
import { Dialog } from '../../../parts/Dialog.tsx';
import { Field } from '../../../parts/FormFields.tsx';
import type { ViewNaming } from './useViewEdits.ts';

/** Each role a view may be shared with, in the permission screen's words for it. */
const ROLE_TITLES: Record<(typeof VIEW_ROLES)[number], { zh: string; en: string }> = {
  admin: DEMO_ROLES.admin,
  admin2: DEMO_ROLES.operator,
  caiwu: DEMO_ROLES.finance,
  seller: DEMO_ROLES.seller,
  seller2: DEMO_ROLES.merchant,
};

const naming = viewBody.pick({ name: true, role: true });
interface Values {
  name: string;
  role: string;
}

/** The upstream names a taken name by the name itself: "此页面已有名为「x」的视图" / 'already has a view named "x"'. */
const fieldOfWords = (error: string) => (/已有名为|already has a view named/.test(error) ? 'name' : undefined);

interface Props {
  title: string;
  className: string;
  lang: Lang;
  mayShare: boolean;
  defaults?: ViewNaming;
  /** Undefined when saved, else the upstream's words. */
  onSend(naming: ViewNaming): Promise<string | undefined>;
  onClose(): void;
  openedFrom?: RefObject<HTMLElement>;
}

export function ViewNameDialog({ title, className, lang, mayShare, defaults, onSend, onClose, openedFrom }: Props) {
  const { t } = useTranslation();
  const { form, submit, formRef, busy, formError, errorOf } = useSchemaForm<Values>({
    schema: naming,
    defaults: { name: defaults?.name ?? '', role: defaults?.role ?? '' },
    bodyOf: (v) => ({ name: v.name.trim(), role: v.role === '' ? null : v.role }),
    fields: ['name', 'role'],
    fieldOfWords,
    send: async (body) => {
      const refused = await onSend(body as unknown as ViewNaming);
      if (refused === undefined) onClose();
      return refused;
    },
  });
  return (
    <Dialog size="tiny" onClose={onClose} openedFrom={openedFrom} className={className}>
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content>
        <form ref={formRef} id="view-name-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          <Field name="name" id="view-name" title={t('screens.views.name')} error={errorOf('name')}>
            <input id="view-name" autoFocus aria-invalid={errorOf('name') !== undefined} {...form.register('name')} />
          </Field>
          {mayShare && (
            <Field name="role" id="view-role" title={t('screens.views.share')} error={errorOf('role')}>
              <select id="view-role" {...form.register('role')}>
                <option value="">{t('screens.views.noShare')}</option>
                {VIEW_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_TITLES[r][lang]}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {formError && <div className="ui error message form-error" role="alert">{formError}</div>}
        </form>
      </Dialog.Content>
      <Dialog.Actions>
        <Button type="button" content={t('screens.views.cancel')} onClick={onClose} />
        <Button primary type="submit" form="view-name-form" loading={busy} disabled={busy} content={t('screens.views.saveButton')} className="save-view-confirm" />
      </Dialog.Actions>
    </Dialog>
  );
}

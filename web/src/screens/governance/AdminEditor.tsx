/**
 * Creates an administrator (account, name, phone, password twice, labels picked by group) or edits one's name and
 * phone. Each field is checked on blur and all of them before sending; an upstream refusal (account taken) lands on
 * its field and nothing typed is lost.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { versionOf } from '../../../../contract/version.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useStores } from '../../stores/index.ts';
import type { EditorProps } from '../descriptions/types.ts';
import { fieldErrors, serverErrorField } from '../lib/validation.ts';
import { PasswordFields, TextField } from './fields.tsx';
import { passwordErrors } from './rules.ts';
import { LabelPicker } from './LabelPicker.tsx';
import { useSingleFlight } from '../../lib/singleFlight.ts';
import { Dialog } from '../parts/Dialog.tsx';
import { useFirstErrorFocus } from '../parts/firstError.ts';
import { EditorActions, useChangedSince, useDiscardAsk } from '../parts/discardAsk.tsx';

type Field = 'account' | 'name' | 'mobile' | 'password' | 'password2' | 'permission';

export default function AdminEditor({ row, onSaved, onClose }: EditorProps) {
  const { t } = useTranslation();
  const { api } = useStores();
  const creating = row === undefined;
  const [values, setValues] = useState({ account: '', name: String(row?.name ?? ''), mobile: String(row?.mobile ?? '') });
  const [pair, setPair] = useState({ password: '', password2: '' });
  const [labels, setLabels] = useState<string[]>([]);
  const [touched, setTouched] = useState<Set<Field>>(new Set());
  const [formError, setFormError] = useState('');
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  const ask = useDiscardAsk(useChangedSince({ values, pair, labels }), onClose);
  const { busy: saving, run } = useSingleFlight();
  const firstError = useFirstErrorFocus();

  // an empty field is left out, so the rule says "required" rather than "wrong format"
  const typed = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  const body = creating ? { ...typed, ...pair, permission: labels } : { name: values.name, mobile: values.mobile };
  const schema = (creating ? RESOURCES.adminUsers.create : RESOURCES.adminUsers.update) as z.ZodType;
  const problems = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = fieldErrors(schema, body, t);
    if (!creating) return found;
    delete found.password2;
    return { ...found, ...passwordErrors(pair, t), ...(labels.length === 0 && { permission: t('screens.governance.labels.pickOne') }) };
  };
  const all = problems();
  const errorOf = (field: Field) => serverErrors[field] ?? (touched.has(field) ? all[field] : undefined);
  const touch = (field: Field) => setTouched((current) => new Set(current).add(field));
  const edit = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(['account', 'name', 'mobile', 'password', 'password2', 'permission']));
    if (Object.keys(all).length > 0) return firstError.refused();
    const endpoints = RESOURCE_ENDPOINTS.adminUsers;
    const answer = await run(() => {
      setFormError('');
      return creating ? api(endpoints.create!, { body: body as never }) : api(endpoints.update!, { params: { id: row.id }, body: { ...body, version: versionOf(row) } as never });
    });
    // undefined: a save was already under way, or the session ended (status 10, the login is shown): nothing to say.
    if (answer === undefined) return;
    if (isOk(answer)) return onSaved();
    const error = failureText(answer) ?? t('screens.list.actionFailed');
    const field = serverErrorField(error, ['account', 'name', 'mobile', 'password2', 'password', 'permission']) ?? fieldNamed(error);
    if (field) {
      setServerErrors({ [field]: error });
      firstError.refused();
    } else setFormError(error);
  };

  return (
    <Dialog size="small" onClose={ask.close} closeOnDimmerClick={false} className="admin-editor">
      <Dialog.Header>{creating ? t('screens.governance.account.createTitle') : t('screens.governance.account.editTitle', { name: String(row.account) })}</Dialog.Header>
      <Dialog.Content scrolling>
        <form ref={firstError.ref} id="admin-editor-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          {creating && (
            <TextField name="account" autoComplete="off" label={t('screens.governance.account.account')} error={errorOf('account')} value={values.account} onChange={(e) => edit('account', e.target.value)} onBlur={() => touch('account')} />
          )}
          <div className="two fields">
            <TextField name="name" label={t('screens.governance.account.name')} error={errorOf('name')} value={values.name} onChange={(e) => edit('name', e.target.value)} onBlur={() => touch('name')} />
            <TextField name="mobile" inputMode="numeric" label={t('screens.governance.account.mobile')} error={errorOf('mobile')} value={values.mobile} onChange={(e) => edit('mobile', e.target.value)} onBlur={() => touch('mobile')} />
          </div>
          {creating && (
            <>
              <PasswordFields
                pair={pair}
                errors={{ password: errorOf('password'), password2: errorOf('password2') }}
                labels={{ password: t('screens.governance.account.password'), password2: t('screens.governance.account.password2') }}
                onChange={setPair}
                onBlur={touch}
              />
              <label htmlFor="label-filter" style={{ fontWeight: 700, fontSize: '.92857143em' }}>{t('screens.governance.account.labels')}</label>
              <p className="muted" style={{ margin: '2px 0 6px' }}>{t('screens.governance.account.labelsHint')}</p>
              <LabelPicker
                value={labels}
                error={errorOf('permission')}
                onChange={(next) => {
                  setLabels(next);
                  touch('permission');
                }}
              />
            </>
          )}
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="admin-editor-form" busy={saving} />
    </Dialog>
  );
}

/** The upstream names a taken account or phone by its value, not by the field: "账号 ops 已存在". */
function fieldNamed(error: string): Field | undefined {
  // the phone message also says "account": look for the phone first
  if (/手机|phone/i.test(error)) return 'mobile';
  if (/账号|account/i.test(error)) return 'account';
  return undefined;
}

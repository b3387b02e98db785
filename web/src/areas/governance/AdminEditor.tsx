/**
 * Creates an administrator (account, name, phone, password twice, labels picked by group) or edits one's name and
 * phone. Each field is checked on blur and all of them before sending; an upstream refusal (account taken) lands on
 * its field and nothing typed is lost.
 */
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import type { EditorProps } from '../../screens/descriptions/componentProps.ts';
import { PasswordFields, TextField } from './fields.tsx';
import { passwordErrors } from './rules.ts';
import { LabelPicker } from './LabelPicker.tsx';
import { Dialog } from '../../screens/parts/Dialog.tsx';
import { EditorActions, useDiscardAsk } from '../../screens/parts/discardAsk.tsx';
import { ConflictPanel } from '../../screens/parts/ConflictPanel.tsx';
import { useRecordForm } from '../../screens/parts/useRecordForm.ts';

type Field = 'account' | 'name' | 'mobile' | 'password' | 'password2' | 'permission';
const FIELDS: Field[] = ['account', 'name', 'mobile', 'password2', 'password', 'permission'];

interface Values {
  account: string;
  name: string;
  mobile: string;
  password: string;
  password2: string;
  permission: string[];
}

/** The form's values for a record: an edit starts from its name and phone, a new account from nothing. */
function valuesOf(row: EditorProps['row']): Values {
  return { account: '', name: String(row?.name ?? ''), mobile: String(row?.mobile ?? ''), password: '', password2: '', permission: [] };
}

export default function AdminEditor({ row, onSaved, onClose }: EditorProps) {
  const { t } = useTranslation();
  const creating = row === undefined;
  const { form, submit, formRef, busy, formError, dirty, errorOf, way } = useRecordForm<Values>({
    endpoints: RESOURCE_ENDPOINTS.adminUsers,
    row,
    valuesOf: (record) => valuesOf(record as EditorProps['row']),
    onSaved,
    schema: (creating ? RESOURCES.adminUsers.create : RESOURCES.adminUsers.update) as z.ZodType,
    bodyOf: (v) => {
      if (!creating) return { name: v.name, mobile: v.mobile };
      // an empty field is left out, so the rule says "required" rather than "wrong format"
      const typed = Object.fromEntries(Object.entries({ account: v.account, name: v.name, mobile: v.mobile }).filter(([, text]) => text.trim() !== ''));
      return { ...typed, password: v.password, password2: v.password2, permission: v.permission };
    },
    check: (v) => (creating ? { ...passwordErrors(v, t), permission: v.permission.length === 0 ? t('screens.governance.labels.pickOne') : undefined } : {}),
    fields: FIELDS,
    fieldOfWords,
  });
  const ask = useDiscardAsk(dirty, onClose);

  return (
    <Dialog size="small" onClose={ask.close} closeOnDimmerClick={false} className="admin-editor">
      <Dialog.Header>{creating ? t('screens.governance.account.createTitle') : t('screens.governance.account.editTitle', { name: String(row.account) })}</Dialog.Header>
      <Dialog.Content scrolling>
        <ConflictPanel form={way} fields={[{ name: 'name' }, { name: 'mobile' }]} titles={RESOURCES.adminUsers.fields} />
        <form ref={formRef} id="admin-editor-form" className={`ui form ${formError ? 'error' : ''}`} onSubmit={submit} noValidate>
          {creating && <TextField autoComplete="off" label={t('screens.governance.account.account')} error={errorOf('account')} {...form.register('account')} />}
          <div className="two fields">
            <TextField label={t('screens.governance.account.name')} error={errorOf('name')} {...form.register('name')} />
            <TextField inputMode="numeric" label={t('screens.governance.account.mobile')} error={errorOf('mobile')} {...form.register('mobile')} />
          </div>
          {creating && (
            <>
              <PasswordFields form={form} errorOf={errorOf} labels={{ password: t('screens.governance.account.password'), password2: t('screens.governance.account.password2') }} />
              <label htmlFor="label-filter" style={{ fontWeight: 700, fontSize: '.92857143em' }}>{t('screens.governance.account.labels')}</label>
              <p className="muted" style={{ margin: '2px 0 6px' }}>{t('screens.governance.account.labelsHint')}</p>
              <Controller
                name="permission"
                control={form.control}
                render={({ field }) => (
                  <LabelPicker
                    value={field.value}
                    error={errorOf('permission')}
                    onChange={(next) => {
                      field.onChange(next);
                      field.onBlur();
                    }}
                  />
                )}
              />
            </>
          )}
          {formError && <div className="ui error message form-error">{formError}</div>}
        </form>
      </Dialog.Content>
      <EditorActions ask={ask} form="admin-editor-form" busy={busy} />
    </Dialog>
  );
}

/** The upstream names a taken account or phone by its value, not by the field: "账号 ops 已存在". */
function fieldOfWords(error: string): Field | undefined {
  // the phone message also says "account": look for the phone first
  if (/手机|phone/i.test(error)) return 'mobile';
  if (/账号|account/i.test(error)) return 'account';
  return undefined;
}

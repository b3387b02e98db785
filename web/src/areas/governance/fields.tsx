/**
 * The inputs of the governance dialogs: a labelled input with its error beside the label (as the contract forms
 * show them), and the password pair (checked by `passwordErrors`), bound to their form (useSchemaForm).
 */
import { forwardRef, type InputHTMLAttributes } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PasswordPair } from './rules.ts';

type TextFieldProps = { name: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>;

// forwardRef: react-hook-form's register reads the input through its ref
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ name, label, error, ...input }, ref) {
  return (
    <div className={`field ${error ? 'error' : ''}`} data-field={name}>
      <label htmlFor={`gov-${name}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span>{label}</span>
        {error && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{error}</span>}
      </label>
      <input id={`gov-${name}`} name={name} ref={ref} {...input} />
    </div>
  );
});

export function PasswordFields<V extends PasswordPair>({ form, errorOf, labels }: {
  form: UseFormReturn<V>;
  errorOf(name: string): string | undefined;
  labels: PasswordPair;
}) {
  const { t } = useTranslation();
  // the pair is any form's `password` and `password2`
  const pair = form as unknown as UseFormReturn<PasswordPair>;
  return (
    <div className="two fields">
      {(['password', 'password2'] as const).map((field) => (
        <TextField
          key={field}
          type="password"
          autoComplete="new-password"
          label={labels[field]}
          error={errorOf(field)}
          placeholder={field === 'password' ? t('password.length') : ''}
          {...pair.register(field)}
        />
      ))}
    </div>
  );
}

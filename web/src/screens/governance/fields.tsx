/**
 * The inputs of the governance dialogs: a labelled input with its error beside the label (as the contract forms
 * show them), and the password pair (checked by `passwordErrors`).
 */
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { PasswordPair } from './rules.ts';

export function TextField({ name, label, error, ...input }: { name: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={`field ${error ? 'error' : ''}`} data-field={name}>
      <label htmlFor={`gov-${name}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <span>{label}</span>
        {error && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{error}</span>}
      </label>
      <input id={`gov-${name}`} name={name} {...input} />
    </div>
  );
}

export function PasswordFields({ pair, errors, labels, onChange, onBlur }: {
  pair: PasswordPair;
  errors: Partial<Record<string, string>>;
  labels: PasswordPair;
  onChange(pair: PasswordPair): void;
  onBlur(field: keyof PasswordPair): void;
}) {
  const { t } = useTranslation();
  return (
    <div className="two fields">
      {(['password', 'password2'] as const).map((field) => (
        <TextField
          key={field}
          name={field}
          type="password"
          autoComplete="new-password"
          label={labels[field]}
          error={errors[field]}
          value={pair[field]}
          placeholder={field === 'password' ? t('password.length') : ''}
          onChange={(e) => onChange({ ...pair, [field]: e.target.value })}
          onBlur={() => onBlur(field)}
        />
      ))}
    </div>
  );
}

/**
 * A tiny form state for the login page's password forms: values, per-field rules checked on submit (and again on
 * each change once a field has failed), and the submitting flag. The first bundle stays small without a form library;
 * the forms loaded later use react-hook-form.
 */
import { type ChangeEvent, type FormEvent, useState } from 'react';

export type FieldRules<F> = { [K in keyof F]: (value: string) => string | undefined };

export function useLoginForm<F extends Record<string, string>>(initial: F, rules: FieldRules<F>) {
  const [values, setValues] = useState<F>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const check = (next: F) => {
    const found: Partial<Record<keyof F, string>> = {};
    for (const name of Object.keys(rules) as (keyof F)[]) {
      const message = rules[name](next[name]);
      if (message) found[name] = message;
    }
    return found;
  };

  const set = (patch: Partial<F>) => {
    const next = { ...values, ...patch };
    setValues(next);
    if (Object.keys(errors).length > 0) setErrors(check(next));
  };

  const input = (name: keyof F & string) => ({
    id: `login-${name}`,
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set({ [name]: event.target.value } as Partial<F>),
  });

  const submit = (action: (values: F) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || submitting) return;
    setSubmitting(true);
    try {
      await action(values);
    } finally {
      setSubmitting(false);
    }
  };

  return { values, errors, input, set, submit, submitting };
}

/**
 * The seckill setting's sessions of the day: typed as `HH:mm` times separated by commas (or spaces), sent as the
 * contract's list, each problem (a time that is no `HH:mm`, an order that is not ascending) shown under the input.
 */
import type { FieldEditor, FieldEditorProps } from '../../screens/descriptions/types.ts';

function SessionsInput({ id, value, onChange, onBlur, errors }: FieldEditorProps) {
  const problem = Object.values(errors)[0];
  return (
    <>
      <input id={id} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} aria-invalid={problem ? true : undefined} />
      {problem && <div className="field-error">{problem}</div>}
    </>
  );
}

/** The `sessions` field of the seckill settings: a text in the form, a list in the body. */
export const SESSIONS: FieldEditor = {
  initial: (record) => {
    const sessions = (record as { sessions?: unknown } | null | undefined)?.sessions;
    return Array.isArray(sessions) ? sessions.join(', ') : '';
  },
  body: (value) => ({ sessions: String(value ?? '').split(/[,，\s]+/).filter(Boolean) }),
  Input: SessionsInput,
};

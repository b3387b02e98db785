/**
 * A day field that checks its own day (the list filter's range, the data centre's period): a DayField for
 * YYYY-MM-DD, the form both languages' operators read, with its calendar in the console's language.
 *
 * What is typed stays as typed. The value changes only to a whole, valid day or to empty; anything else marks the
 * field invalid with a message in the console's language, which also stops its form from submitting.
 */
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { platformToday, validDay } from '../../lib/format.ts';
import { DayField, useDateTexts } from './DayField.tsx';

interface Props {
  name: string;
  id?: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  /** The latest day allowed (YYYY-MM-DD). */
  max?: string;
  placeholder?: string;
  style?: CSSProperties;
  onChange(value: string): void;
}

export function DateInput({ name, id, value, max, placeholder, style, onChange }: Props) {
  const t = useDateTexts();
  const [text, setText] = useState(value);
  // kept as a key, so a language switch re-words a message on show
  const [issue, setIssue] = useState<{ key: 'invalid' | 'late'; max?: string }>();
  const problem = issue ? t(`dateInput.${issue.key}`, { example: platformToday(), max: issue.max }) : '';

  /** The last value this field reported: any other that arrives was set from outside (a shortcut, a reset, the URL). */
  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(value);
    setIssue(undefined);
  }, [value]);

  const take = (typed: string) => {
    setText(typed);
    const trimmed = typed.trim();
    const day = validDay(trimmed);
    if (trimmed !== '' && !day) setIssue({ key: 'invalid' });
    else if (day && max && day > max) setIssue({ key: 'late', max });
    else {
      setIssue(undefined);
      reported.current = day ?? '';
      onChange(reported.current);
    }
  };

  return <DayField id={id} name={name} text={text} max={max} placeholder={placeholder} style={style} problem={problem} onText={take} />;
}

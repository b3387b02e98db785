/**
 * A day field in the console's language. The browser's own date input shows its format and its calendar in the
 * browser's locale, whatever language the console is in (Chromium ignores `lang`): a Chinese console in an English
 * browser would show mm/dd/yyyy. This is a text field for YYYY-MM-DD, the form both languages' operators read, with a
 * calendar in the console's language (react-day-picker, loaded when first opened) behind its button.
 *
 * What is typed stays as typed. The value changes only to a whole, valid day or to empty; anything else marks the
 * field invalid with a message in the console's language, which also stops its form from submitting.
 */
import dayjs from 'dayjs';
import { type CSSProperties, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../layout/useLang.ts';
import { validDay } from '../../lib/time.ts';

const DayCalendar = lazy(() => import('./DayCalendar.tsx'));

const TEXTS = {
  zh: { dateInput: { invalid: '请输入有效日期，格式如 {{example}}', late: '不能晚于 {{max}}', open: '选择日期' } },
  en: { dateInput: { invalid: 'Enter a valid date, like {{example}}', late: 'Not later than {{max}}', open: 'Choose a date' } },
};

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
  const { t, i18n } = useTranslation();
  if (!i18n.exists('dateInput.open')) {
    i18n.addResourceBundle('zh', 'translation', TEXTS.zh, true, false);
    i18n.addResourceBundle('en', 'translation', TEXTS.en, true, false);
  }
  const lang = useLang();
  const [text, setText] = useState(value);
  // kept as a key, so a language switch re-words a message on show
  const [issue, setIssue] = useState<{ key: 'invalid' | 'late'; max?: string }>();
  const problem = issue ? t(`dateInput.${issue.key}`, { example: dayjs().format('YYYY-MM-DD'), max: issue.max }) : '';
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);

  /** The last value this field reported: any other that arrives was set from outside (a shortcut, a reset, the URL). */
  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(value);
    setIssue(undefined);
  }, [value]);
  useEffect(() => input.current?.setCustomValidity(problem), [problem]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

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

  return (
    <div
      ref={box}
      className={`date-input${problem ? ' invalid' : ''}`}
      style={style}
      onBlur={(e) => {
        // focus leaving the field and its calendar (Tab, a click elsewhere) closes the calendar
        if (open && !box.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          input.current?.focus();
        }
      }}
    >
      <input
        ref={input}
        id={id}
        name={name}
        value={text}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        title={problem || undefined}
        onChange={(e) => take(e.target.value)}
      />
      <button type="button" className="date-input-open" aria-label={t('dateInput.open')} title={t('dateInput.open')} aria-expanded={open} onClick={() => setOpen(!open)}>
        <i className="calendar alternate outline icon" />
      </button>
      {problem && <span className="date-input-problem">{problem}</span>}
      {open && (
        <div
          className="date-input-calendar"
          onMouseDown={(e) => {
            // a press on the calendar's text or padding keeps the focus where it is, so the calendar stays open
            if (!(e.target as HTMLElement).closest('button')) e.preventDefault();
          }}
        >
          <Suspense fallback={<div className="ui active mini inline loader" />}>
            <DayCalendar
              value={validDay(text)}
              max={max}
              lang={lang}
              onPick={(day) => {
                take(day);
                setOpen(false);
                input.current?.focus();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/**
 * A day typed as YYYY-MM-DD, with a calendar in the console's language (react-day-picker, loaded when first opened)
 * behind its button. It shows the text as typed and reports every change of it; what the text means is its user's to
 * judge: DateInput checks a day on its own, DateTimeInput leaves it to its form.
 *
 * The browser's own date input is not used: it shows its format and calendar in the browser's locale whatever the
 * console's language (Chromium ignores `lang`), so a Chinese console in an English browser would show mm/dd/yyyy.
 */
import { type CSSProperties, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../hooks/useLang.ts';
import { validDay } from '../../lib/format.ts';

const DayCalendar = lazy(() => import('./DayCalendar.tsx'));

const TEXTS = {
  zh: {
    dateInput: {
      invalid: '请输入有效日期，格式如 {{example}}',
      late: '不能晚于 {{max}}',
      open: '选择日期',
      day: '年-月-日',
      time: '时间',
      timePlaceholder: '时:分:秒',
    },
  },
  en: {
    dateInput: {
      invalid: 'Enter a valid date, like {{example}}',
      late: 'Not later than {{max}}',
      open: 'Choose a date',
      day: 'YYYY-MM-DD',
      time: 'Time',
      timePlaceholder: 'HH:mm:ss',
    },
  },
};

/**
 * The day and time fields' words, added to the console's texts on first use: the data centre's chunk, which has a
 * day field too, does not load the screens' texts.
 */
export function useDateTexts() {
  const { t, i18n } = useTranslation();
  if (!i18n.exists('dateInput.open')) {
    i18n.addResourceBundle('zh', 'translation', TEXTS.zh, true, false);
    i18n.addResourceBundle('en', 'translation', TEXTS.en, true, false);
  }
  return t;
}

interface Props {
  name?: string;
  id?: string;
  /** The text shown, as typed. */
  text: string;
  /** The latest day the calendar offers (YYYY-MM-DD). */
  max?: string;
  placeholder?: string;
  style?: CSSProperties;
  /** Marks the field invalid; a `problem` also shows under it and stops a form that validates natively. */
  invalid?: boolean;
  problem?: string;
  onText(text: string): void;
}

export function DayField({ name, id, text, max, placeholder, style, invalid, problem = '', onText }: Props) {
  const t = useDateTexts();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const marked = invalid || problem !== '';

  useEffect(() => input.current?.setCustomValidity(problem), [problem]);
  useEffect(() => {
    if (!open) return;
    const outside = (e: MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  return (
    <div
      ref={box}
      className={`date-input${marked ? ' invalid' : ''}`}
      // the open calendar takes the Escape that would otherwise close the dialog around it (Dialog.tsx)
      data-claims-escape={open || undefined}
      style={style}
      onBlur={(e) => {
        // Focus leaving the field and its calendar (Tab, a click elsewhere) closes the calendar, once the focus has
        // arrived: taken away under a dialog's focus trap any sooner, the day that had the focus sends it to the dialog.
        // Judged where the focus then is, so a focus that came straight back (Shift+Tab) keeps the calendar open.
        if (!open || box.current?.contains(e.relatedTarget as Node | null)) return;
        setTimeout(() => {
          if (!box.current?.contains(document.activeElement)) setOpen(false);
        });
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
        aria-invalid={marked || undefined}
        title={problem || undefined}
        onChange={(e) => onText(e.target.value)}
      />
      <button type="button" className="date-input-open" aria-label={t('dateInput.open')} title={t('dateInput.open')} aria-expanded={open} onClick={() => setOpen(!open)}>
        <i className="calendar alternate outline icon" />
      </button>
      {problem && <span className="date-input-problem">{problem}</span>}
      {open && (
        <div
          ref={popup}
          className="date-input-calendar"
          onMouseDown={(e) => {
            // a press on the calendar's text or padding keeps the focus where it is, so the calendar stays open
            if (!(e.target as HTMLElement).closest('button')) e.preventDefault();
          }}
        >
          <Suspense fallback={<div className="ui active mini inline loader" />}>
            <DayCalendar
              value={validDay(text.trim())}
              max={max}
              lang={lang}
              onPick={(day) => {
                onText(day);
                setOpen(false);
                input.current?.focus();
              }}
              // in a scrolling container (a form in a modal) the calendar would open below its edge
              onShown={() => {
                popup.current?.scrollIntoView({ block: 'nearest' });
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

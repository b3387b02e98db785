/** The calendar of a day field (DayField), in a chunk of its own: react-day-picker with the console's language. */
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { DayPicker, type Modifiers } from 'react-day-picker';
import { enUS, zhCN } from 'react-day-picker/locale';
import type { Lang } from '../../../../contract/i18n.ts';
import { DAY_FORMAT, platformToday } from '../../lib/format.ts';

interface Props {
  /** The chosen day (YYYY-MM-DD), if any. */
  value: string | undefined;
  max: string | undefined;
  lang: Lang;
  onPick(day: string): void;
  /** The calendar is on screen (its chunk loaded): the field may now bring it into view. */
  onShown(): void;
}

/** A YYYY-MM-DD day as the local midnight the calendar works in. */
const asDate = (day: string) => dayjs(day).toDate();

/**
 * An English day button's name, "Sunday, 1 November 2026": the number the button shows is a word of it, as speech
 * input and axe-core's label-content-name-mismatch need (react-day-picker's own reads "November 1st").
 */
function englishDayLabel(date: Date, modifiers: Modifiers): string {
  const label = dayjs(date).format('dddd, D MMMM YYYY');
  return `${modifiers.today ? 'Today, ' : ''}${label}${modifiers.selected ? ', selected' : ''}`;
}

export default function DayCalendar({ value, max, lang, onPick, onShown }: Props) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it first shows (a new callback each render)
  useEffect(() => {
    // not returned: what it gives back (Chromium's scrollIntoView answers a promise) is no cleanup for React to call
    onShown();
  }, []);
  const selected = value ? asDate(value) : undefined;
  const latest = max ? asDate(max) : undefined;
  // the platform's today (China time), which the days typed and sent are counted in, not the browser's
  const today = asDate(platformToday());
  return (
    <DayPicker
      mode="single"
      locale={lang === 'zh' ? zhCN : enUS}
      labels={lang === 'en' ? { labelDayButton: englishDayLabel } : undefined}
      selected={selected}
      today={today}
      defaultMonth={selected ?? latest ?? today}
      disabled={latest ? { after: latest } : undefined}
      onSelect={(date) => date && onPick(dayjs(date).format(DAY_FORMAT))}
    />
  );
}

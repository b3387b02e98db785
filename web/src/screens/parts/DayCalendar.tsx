/** The calendar of `DateInput`, in a chunk of its own: react-day-picker with the console's language. */
import dayjs from 'dayjs';
import { DayPicker } from 'react-day-picker';
import { enUS, zhCN } from 'react-day-picker/locale';
import type { Lang } from '../../../../contract/i18n.ts';

interface Props {
  /** The chosen day (YYYY-MM-DD), if any. */
  value: string | undefined;
  max: string | undefined;
  lang: Lang;
  onPick(day: string): void;
}

/** A YYYY-MM-DD day as the local midnight the calendar works in. */
const asDate = (day: string) => dayjs(day).toDate();

export default function DayCalendar({ value, max, lang, onPick }: Props) {
  const selected = value ? asDate(value) : undefined;
  const latest = max ? asDate(max) : undefined;
  return (
    <DayPicker
      mode="single"
      locale={lang === 'zh' ? zhCN : enUS}
      selected={selected}
      defaultMonth={selected ?? latest}
      disabled={latest ? { after: latest } : undefined}
      onSelect={(date) => date && onPick(dayjs(date).format('YYYY-MM-DD'))}
    />
  );
}

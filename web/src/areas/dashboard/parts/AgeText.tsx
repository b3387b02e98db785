/**
 * How long a record has waited, on the upstream's clock (`to` is its `as_of`, never the browser's time): "最早 2 天 3
 * 小时前" / "oldest 2 d 3 h ago", to the minute under an hour. The exact time is in the title.
 */
import { useTranslation } from 'react-i18next';

const MINUTE_MS = 60_000;

const msOf = (time: string) => new Date(`${time.replace(' ', 'T')}Z`).getTime();

/** Whole days, hours and minutes from one contract time to another (both China time, so their difference is exact). */
export function ageParts(from: string, to: string): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((msOf(to) - msOf(from)) / MINUTE_MS));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

export function AgeText({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const { days, hours, minutes } = ageParts(from, to);
  const age = days > 0 ? t('dashboard.work.age.days', { days, hours }) : hours > 0 ? t('dashboard.work.age.hours', { hours, minutes }) : t('dashboard.work.age.minutes', { minutes });
  return (
    <span className="dashboard-age" title={from} data-oldest={from}>
      {t('dashboard.work.oldest', { age })}
    </span>
  );
}

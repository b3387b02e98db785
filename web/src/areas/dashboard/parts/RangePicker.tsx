/** The period: shortcuts (today, yesterday, 7 and 30 days) and a from/to pair of days checked before asking. */
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { MAX_STATS_DAYS } from '../../../../../contract/stats.ts';
import { DateInput } from '../../../screens/parts/DateInput.tsx';
import { type DayRange, rangeProblem, SHORTCUTS, shortcutOf, shortcutRange } from '../range.ts';

export function RangePicker({ today, range, onChange }: { today: string; range: DayRange; onChange(range: DayRange): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string>();
  // one data centre screen per tab can be open at once: ids of its own
  const id = useId();
  // a new period from outside (a shortcut, the URL, the answer) replaces what was typed
  // biome-ignore lint/correctness/useExhaustiveDependencies: the days, not the object, say whether it changed
  useEffect(() => setDraft(range), [range.start, range.end]);
  const active = shortcutOf(range, today);

  const apply = () => {
    const found = rangeProblem(draft);
    setProblem(found && t(`dashboard.range.${found}`, { days: MAX_STATS_DAYS }));
    if (!found) onChange(draft);
  };

  return (
    <form
      className="dashboard-range"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <Button.Group size="small" className="dashboard-shortcuts">
        {SHORTCUTS.map((s) => (
          <Button
            key={s}
            type="button"
            data-shortcut={s}
            className={active === s ? 'active' : undefined}
            content={t(`dashboard.range.${s}`)}
            onClick={() => {
              setProblem(undefined);
              onChange(shortcutRange(s, today));
            }}
          />
        ))}
      </Button.Group>
      <span className="dashboard-day">
        <label htmlFor={`${id}-start`}>{t('dashboard.range.from')}</label>
        <DateInput id={`${id}-start`} name="start" value={draft.start} max={today} style={{ width: 140 }} onChange={(start) => setDraft((d) => ({ ...d, start }))} />
      </span>
      <span className="dashboard-day">
        <label htmlFor={`${id}-end`}>{t('dashboard.range.to')}</label>
        <DateInput id={`${id}-end`} name="end" value={draft.end} max={today} style={{ width: 140 }} onChange={(end) => setDraft((d) => ({ ...d, end }))} />
      </span>
      <Button type="submit" size="small" primary content={t('dashboard.range.apply')} className="dashboard-apply" />
      {problem && <span className="ui pointing left red basic label dashboard-range-problem">{problem}</span>}
    </form>
  );
}

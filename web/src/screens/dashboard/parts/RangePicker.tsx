/** The period: shortcuts (today, yesterday, 7 and 30 days) and a from/to pair of days checked before asking. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { MAX_STATS_DAYS } from '../../../../../contract/stats.ts';
import { type DayRange, rangeProblem, SHORTCUTS, shortcutOf, shortcutRange } from '../range.ts';

export function RangePicker({ today, range, onChange }: { today: string; range: DayRange; onChange(range: DayRange): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string>();
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
      <label className="dashboard-day">
        <span>{t('dashboard.range.from')}</span>
        <input type="date" name="start" value={draft.start} max={today} onChange={(e) => setDraft({ ...draft, start: e.target.value })} />
      </label>
      <label className="dashboard-day">
        <span>{t('dashboard.range.to')}</span>
        <input type="date" name="end" value={draft.end} max={today} onChange={(e) => setDraft({ ...draft, end: e.target.value })} />
      </label>
      <Button type="submit" size="small" primary content={t('dashboard.range.apply')} className="dashboard-apply" />
      {problem && <span className="ui pointing left red basic label dashboard-range-problem">{problem}</span>}
    </form>
  );
}

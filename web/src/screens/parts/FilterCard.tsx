/**
 * The filter card of a list: one input per filter of the contract, search and reset. Values are a draft until
 * "search" (or Enter) puts them in the URL; the date range has today / yesterday / 7 days / 30 days shortcuts. A search
 * with a value the filter refuses (`lib/filterChecks.ts`) is not sent: the field says why, keeps what was typed and
 * takes the focus, and its message follows the edits until the next search goes.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { boundParams, type FilterDef, filterKey } from '../../../../contract/filterParams.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { useLang } from '../../hooks/useLang.ts';
import type { OptionSource } from '../descriptions/types.ts';
import { filterProblems, isNumberFilter } from '../lib/filterChecks.ts';
import { DATE_SHORTCUTS, dateShortcut, dayBound } from '../lib/listQuery.ts';
import { DateInput } from './DateInput.tsx';
import { focusFirstError } from '../../hooks/useFirstErrorFocus.ts';
import { useOptions } from '../hooks/useOptions.ts';

interface Props {
  filters: readonly FilterDef[];
  options: Record<string, OptionSource | undefined>;
  values: Record<string, string>;
  onSearch(values: Record<string, string>): void;
  /**
   * The select on the field the status tabs split on (the contract's `tabFieldOf`): not a draft but the tabs' own state, shown from
   * `values` and applied as soon as a value is picked (`onPick`, which opens its tab), so it never says another status
   * than the tab highlighted. A search keeps it as it is, the reset clears it (back to "all").
   */
  linked?: string;
  onPick?(value: string): void;
}

export function FilterCard({ filters, options, values, onSearch, linked, onPick }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [draft, setDraft] = useState(values);
  // The filters the draft last took from the URL, and what this card last searched for. Only a change of the URL's
  // filters touches the draft: this card's own search arriving leaves it (it is that search, or edits made since;
  // the navigation renders a moment later), filters from elsewhere (back, a link, a tab) replace it.
  const applied = useRef(valuesKey(values, linked));
  const searched = useRef<string | undefined>(undefined);
  useEffect(() => {
    // a tab picked changes only the linked select, which is not a draft: what is typed in the others stays
    const key = valuesKey(values, linked);
    if (key === applied.current) return;
    applied.current = key;
    const own = key === searched.current;
    searched.current = undefined;
    if (!own) setDraft(values);
  }, [values, linked]);
  // checked from the first refused search until a search goes, so a message goes away as its value is mended
  const [checking, setChecking] = useState(false);
  // the draft with the linked select as the tabs have it
  const current = linked ? { ...draft, [linked]: values[linked] ?? '' } : draft;
  const problems = checking ? filterProblems(filters, current) : {};
  const form = useRef<HTMLFormElement>(null);
  const set = (name: string, value: string) => setDraft((d) => ({ ...d, [name]: value }));
  const search = (next: Record<string, string>) => {
    setChecking(false);
    searched.current = valuesKey(next, linked);
    onSearch(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(filterProblems(filters, current)).length > 0) {
      setChecking(true);
      // once the messages are shown
      requestAnimationFrame(() => form.current && focusFirstError(form.current));
      return;
    }
    search(Object.fromEntries(Object.entries(current).filter(([, v]) => v.trim() !== '')));
  };

  return (
    <form ref={form} className="ui form segment filter-card" onSubmit={submit} style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'flex-end' }}>
      {filters.map((f) => {
        const title = f.title[lang];
        const key = filterKey(f);
        const id = `filter-${key}`;
        const problem = problems[key];
        /** The filter's field, marked and explained when its value is refused. */
        const field = (children: ReactNode, className = '') => (
          <div className={['field', className, problem && 'error'].filter(Boolean).join(' ')} key={key}>
            <label htmlFor={id}>{title}</label>
            {children}
            <FieldError message={problem && t(`screens.filter.problem.${problem}`, { field: title })} />
          </div>
        );
        if (f.kind === 'keyword') {
          return field(<input id={id} name={key} value={draft[key] ?? ''} placeholder={title} onChange={(e) => set(key, e.target.value)} />);
        }
        if (f.kind === 'exact' && key === linked && onPick) {
          return field(
            <FilterSelect id={id} name={key} source={options[key]} numeric={isNumberFilter(f)} invalid={!!problem} value={values[key] ?? ''} onChange={onPick} linked />,
          );
        }
        if (f.kind === 'exact') {
          return field(
            <FilterSelect id={id} name={key} source={options[key]} numeric={isNumberFilter(f)} invalid={!!problem} value={draft[key] ?? ''} onChange={(v) => set(key, v)} />,
          );
        }
        if (f.kind === 'range') {
          const { min, max } = boundParams(f);
          return field(
            <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
              <input id={id} name={min} type="number" min={0} style={{ width: 100 }} placeholder={t('screens.filter.min')} value={draft[min] ?? ''} onChange={(e) => set(min, e.target.value)} />
              <span>-</span>
              <input name={max} type="number" min={0} style={{ width: 100 }} placeholder={t('screens.filter.max')} value={draft[max] ?? ''} onChange={(e) => set(max, e.target.value)} />
            </div>,
          );
        }
        const dates = boundParams(f);
        return field(
          <div style={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
            <DateInput
              id={id}
              name="start_date"
              style={{ width: 150 }}
              placeholder={t('screens.filter.startDate')}
              value={(draft[dates.min] ?? '').slice(0, 10)}
              onChange={(day) => set(dates.min, dayBound(day, false))}
            />
            <span>-</span>
            <DateInput
              name="end_date"
              style={{ width: 150 }}
              placeholder={t('screens.filter.endDate')}
              value={(draft[dates.max] ?? '').slice(0, 10)}
              onChange={(day) => set(dates.max, dayBound(day, true))}
            />
            <div className="ui mini basic buttons">
              {DATE_SHORTCUTS.map((s) => (
                <button key={s} type="button" className="ui button" data-shortcut={s} onClick={() => setDraft((d) => ({ ...d, ...dateShortcut(s) }))}>
                  {t(`screens.filter.shortcut.${s}`)}
                </button>
              ))}
            </div>
          </div>,
          'date-range',
        );
      })}
      <div className="field">
        <Button primary type="submit" icon="search" content={t('screens.filter.search')} className="filter-search" />
        <Button
          type="button"
          icon="undo"
          content={t('screens.filter.reset')}
          className="filter-reset"
          onClick={() => {
            setDraft({});
            search({});
          }}
        />
      </div>
    </form>
  );
}

/**
 * An exact filter: a select over its options, or a text box where it has none (an id typed, a month). A number is typed
 * in a text box with the numeric keyboard, not `type="number"`: that one drops what is not a number without a word,
 * where this keeps it for the card's message to point at.
 */
function FilterSelect(props: {
  id: string;
  name: string;
  source: OptionSource | undefined;
  numeric: boolean;
  invalid: boolean;
  value: string;
  onChange(value: string): void;
  /** The tabs' own state (`FilterCard`'s `linked`), marked for tests and styles. */
  linked?: boolean;
}) {
  const { t } = useTranslation();
  const options = useOptions(props.source);
  if (!props.source) {
    return (
      <input
        id={props.id}
        name={props.name}
        inputMode={props.numeric ? 'numeric' : undefined}
        aria-invalid={props.invalid || undefined}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    );
  }
  return (
    <select id={props.id} name={props.name} className="ui dropdown" data-linked-tabs={props.linked || undefined} value={props.value} onChange={(e) => props.onChange(e.target.value)} style={{ minWidth: 140 }}>
      <option value="">{t('screens.filter.any')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.text}
        </option>
      ))}
    </select>
  );
}

/** The filters as the URL keeps them (trimmed, empty ones left out), in one comparable string; the linked select aside. */
function valuesKey(values: Record<string, string>, linked?: string): string {
  const kept = Object.entries(values)
    .map(([name, value]) => [name, value.trim()])
    .filter(([name, value]) => value !== '' && name !== linked)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return JSON.stringify(kept);
}

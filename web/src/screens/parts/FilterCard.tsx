/**
 * The filter card of a list: one input per filter of the contract, search and reset. Values are a draft until
 * "search" (or Enter) puts them in the URL; the date range has today / yesterday / 7 days / 30 days shortcuts. A search
 * with a value the filter refuses (`lib/filterChecks.ts`) is not sent: the field says why, keeps what was typed and
 * takes the focus, and its message follows the edits until the next search goes.
 *
 * Folded (docs/lists.md "Filters"), the card shows its first row only, with "more filters" saying how many of the
 * folded ones are in use; open or folded is kept per screen. A folded filter's draft stays, and a refused search
 * opens the card on the field that refused. On a phone the card is a button that opens every filter in a sheet.
 */
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { usePhoneWidth } from '../../hooks/usePhoneWidth.ts';
import { boundParams, type FilterDef, filterKey } from '../../../../contract/filterParams.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { useLang } from '../../hooks/useLang.ts';
import type { OptionSource } from '../descriptions/types.ts';
import { filterProblems, isNumberFilter } from '../lib/filterChecks.ts';
import { DATE_SHORTCUTS, dateShortcut, dayBound } from '../lib/listQuery.ts';
import { DateInput } from './DateInput.tsx';
import { focusFirstError } from '../../hooks/useFirstErrorFocus.ts';
import { useOptions } from '../hooks/useOptions.ts';
import { activeCount, firstRowCount, keepFiltersOpen, readFiltersOpen } from '../lib/filterFold.ts';
import { Dialog } from './Dialog.tsx';
import { SEARCHABLE_FROM, SearchSelect } from './SearchSelect.tsx';

interface Props {
  /** The screen's route: whether its card was left open is kept under it. */
  screen: string;
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

export function FilterCard({ screen, filters, options, values, onSearch, linked, onPick }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const phone = usePhoneWidth();
  const [open, setOpen] = useState(() => readFiltersOpen(screen));
  const unfold = (next: boolean) => {
    setOpen(next);
    keepFiltersOpen(screen, next);
  };
  // the phone's sheet: open only while the operator picks filters, never kept
  const [sheet, setSheet] = useState(false);
  const first = firstRowCount(filters);
  const folded = filters.slice(first);
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
    setSheet(false);
    searched.current = valuesKey(next, linked);
    onSearch(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = filterProblems(filters, current);
    if (Object.keys(refused).length > 0) {
      setChecking(true);
      // the field that refused is shown, folded or not
      if (folded.some((f) => filterKey(f) in refused)) unfold(true);
      // once the messages are shown
      requestAnimationFrame(() => form.current && focusFirstError(form.current));
      return;
    }
    search(Object.fromEntries(Object.entries(current).filter(([, v]) => v.trim() !== '')));
  };

  const renderFilter = (f: FilterDef) => {
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
        return field(<DateRange id={id} min={draft[dates.min] ?? ''} max={draft[dates.max] ?? ''} set={(next) => setDraft((d) => ({ ...d, ...next }))} params={dates} />, 'date-range');
  };
  const buttons = (
    <div className="field filter-buttons">
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
      {!phone && folded.length > 0 && (
        <Button type="button" basic className="filter-more" aria-expanded={open} onClick={() => unfold(!open)}>
          {open ? t('screens.filter.fewer') : t('screens.filter.more')}
          <i aria-hidden="true" className={`${open ? 'angle up' : 'angle down'} icon`} />
          <ActiveCount count={activeCount(folded, values)} />
        </Button>
      )}
    </div>
  );
  const card = (all: boolean) => (
    <form ref={form} className={`ui form filter-card ${all ? 'open' : 'folded'}${phone ? '' : ' segment'}`} onSubmit={submit}>
      {(all ? filters : filters.slice(0, first)).map(renderFilter)}
      {buttons}
    </form>
  );
  if (!phone) return card(open || folded.length === 0);
  return (
    <>
      <Button type="button" basic icon className="filter-open" aria-haspopup="dialog" onClick={() => setSheet(true)}>
        <i aria-hidden="true" className="filter icon" /> {t('screens.filter.open')}
        <ActiveCount count={activeCount(filters, values)} />
      </Button>
      {sheet && (
        <Dialog className="filter-sheet" size="fullscreen" onClose={() => setSheet(false)}>
          <Dialog.Header>{t('screens.filter.sheet')}</Dialog.Header>
          <Dialog.Content scrolling>{card(true)}</Dialog.Content>
          <Dialog.Actions>
            <Button type="button" className="filter-sheet-close" content={t('screens.filter.close')} onClick={() => setSheet(false)} />
          </Dialog.Actions>
        </Dialog>
      )}
    </>
  );
}

/** How many filters are in use, after the button that shows them (nothing when none is). */
function ActiveCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <span className="ui mini circular label filter-count" data-count={count} title={t('screens.filter.active', { count })}>
      {count}
    </span>
  );
}

/** A date range: its first and last day, and the today / yesterday / 7 days / 30 days shortcuts. */
function DateRange({ id, min, max, params, set }: { id: string; min: string; max: string; params: { min: string; max: string }; set(values: Record<string, string>): void }) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      <DateInput id={id} name="start_date" style={{ width: 150 }} placeholder={t('screens.filter.startDate')} value={min.slice(0, 10)} onChange={(day) => set({ [params.min]: dayBound(day, false) })} />
      <span>-</span>
      <DateInput name="end_date" style={{ width: 150 }} placeholder={t('screens.filter.endDate')} value={max.slice(0, 10)} onChange={(day) => set({ [params.max]: dayBound(day, true) })} />
      <div className="ui mini basic buttons">
        {DATE_SHORTCUTS.map((s) => (
          <button key={s} type="button" className="ui button" data-shortcut={s} onClick={() => set(dateShortcut(s))}>
            {t(`screens.filter.shortcut.${s}`)}
          </button>
        ))}
      </div>
    </div>
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
  // a long list (merchants, categories) is typed into, by name or pinyin, rather than scrolled
  if (options.length > SEARCHABLE_FROM && !props.linked) {
    return <SearchSelect id={props.id} name={props.name} options={options} value={props.value} anyText={t('screens.filter.any')} invalid={props.invalid} onChange={props.onChange} />;
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

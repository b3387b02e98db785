/**
 * A select over a long list of options (merchants, categories: more than `SEARCHABLE_FROM`), typed into to narrow it
 * (docs/lists.md "Searchable selects"): Semantic UI's search dropdown, keyboard usable (type, ArrowUp/ArrowDown, Enter,
 * Escape), finding a name by its Chinese, by its pinyin in full or by initials through the palette's one matcher
 * (`lib/pinyinMatch.ts`). That matcher carries the pinyin dictionary, so it loads the first time a select is focused;
 * until it has, the options are matched by their text alone.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, type DropdownItemProps } from 'semantic-ui-react';
import type { Option } from '../lib/options.ts';

/** More options than this get a search box: ten fit in the open list, more want typing. */
export const SEARCHABLE_FROM = 10;

type Matcher = (query: string, name: string) => boolean;
let loaded: Matcher | undefined;
const byText: Matcher = (query, name) => name.toLowerCase().includes(query.trim().toLowerCase());

function loadMatcher(then: (matcher: Matcher) => void): void {
  if (loaded) {
    then(loaded);
    return;
  }
  void import('../../lib/pinyinMatch.ts').then(({ matchesName }) => {
    loaded = (query, name) => matchesName(query, name);
    then(loaded);
  });
}

interface Props {
  id: string;
  name: string;
  options: readonly Option[];
  value: string;
  /** The option meaning "no filter" (全部), first in the list. */
  anyText: string;
  invalid?: boolean;
  onChange(value: string): void;
}

export function SearchSelect({ id, name, options, value, anyText, invalid, onChange }: Props) {
  const { t } = useTranslation();
  const [matcher, setMatcher] = useState<Matcher>(() => loaded ?? byText);
  const box = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // Semantic names no list for its combobox to control (ARIA requires it of an open one): the menu gets an id here
  useEffect(() => {
    const menu = box.current?.querySelector('[role=listbox]');
    if (menu) menu.id = menuId;
    box.current?.querySelector('[role=combobox]')?.setAttribute('aria-controls', menuId);
  });
  const items: DropdownItemProps[] = [{ key: '', value: '', text: anyText }, ...options.map((o) => ({ key: String(o.value), value: String(o.value), text: o.text }))];
  return (
    <div ref={box} className="search-select-box">
    <Dropdown
      className="search-select"
      data-name={name}
      search={(shown, query) => shown.filter((o) => o.value === '' ? query.trim() === '' : matcher(query, String(o.text)))}
      searchInput={{ id, name, 'aria-invalid': invalid || undefined, autoComplete: 'off', onFocus: () => loadMatcher((m) => setMatcher(() => m)) }}
      selection
      selectOnNavigation={false}
      selectOnBlur={false}
      options={items}
      value={value}
      placeholder={anyText}
      noResultsMessage={t('screens.filter.noMatch')}
      title={t('screens.filter.searchHint')}
      onChange={(_event, data) => onChange(String(data.value ?? ''))}
    />
    </div>
  );
}

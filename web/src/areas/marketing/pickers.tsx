/** Choosing goods (a campaign's goods, a coupon's goods) and categories (a coupon's categories) in the editors. */
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { Goods } from '../../../../contract/resources/goods.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useSettled } from '../../hooks/useSettled.ts';
import { formatMoney } from '../../lib/format.ts';
import { useOptions } from '../../screens/hooks/useOptions.ts';

export interface Picked {
  id: number;
  name: string;
  price?: string;
}

const NONE: Goods[] = [];

/** Goods on sale whose name or id matches what is typed (the first 8). */
function useGoodsSearch(text: string): Goods[] {
  const keyword = useSettled(text.trim());
  const { data } = useApiQuery(RESOURCE_ENDPOINTS.goods.list, { query: { keyword: keyword || undefined, tab: 'on_sale', limit: 8 } }, { placeholderData: keepPreviousData });
  return (data as { list: Goods[] } | undefined)?.list ?? NONE;
}

/** One goods item: a search box and the matches to click. */
export function GoodsPicker({ id, picked, onPick }: { id: string; picked: Picked | null; onPick(goods: Picked): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const found = useGoodsSearch(text);
  return (
    <div className="goods-picker">
      {picked && <div className="ui small info message picked-goods">{t('screens.marketing.goods.picked', { name: picked.name, price: formatMoney(picked.price) })}</div>}
      <input id={id} placeholder={t('screens.marketing.goods.search')} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="ui divided selection list goods-matches" style={{ maxHeight: 180, overflowY: 'auto' }}>
        {found.length === 0 && <div className="item muted">{t('screens.marketing.goods.none')}</div>}
        {found.map((g) => (
          <button
            type="button"
            key={g.id}
            className={`item goods-match ${picked?.id === g.id ? 'active' : ''}`}
            style={{ display: 'flex', gap: 8, alignItems: 'center', width: '100%', textAlign: 'left', border: 'none', background: 'none' }}
            onClick={() => onPick({ id: g.id, name: g.name, price: g.price })}
          >
            <img src={g.picture} alt="" width={28} height={28} />
            <span style={{ flex: 1 }}>{g.name}</span>
            <span className="muted">{formatMoney(g.price)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** Several categories or goods, shown as removable chips. */
export function ScopePicker({ scope, picked, onChange }: { scope: 'classes' | 'goods'; picked: Picked[]; onChange(next: Picked[]): void }) {
  const { t } = useTranslation();
  const classes = useOptions(scope === 'classes' ? 'leafClasses' : undefined);
  const add = (item: Picked) => {
    if (!picked.some((p) => p.id === item.id)) onChange([...picked, item]);
  };
  return (
    <div className="scope-picker">
      <div className="scope-chips" style={{ display: 'flex', flexWrap: 'wrap', gap: 4, marginBottom: 6 }}>
        {picked.length === 0 && <span className="muted">{t('screens.marketing.coupon.scopeNone')}</span>}
        {picked.map((p) => (
          <span key={p.id} className="ui label scope-chip">
            {p.name}
            <button type="button" className="scope-remove" style={{ marginLeft: 6, border: 'none', background: 'none', cursor: 'pointer' }} aria-label={t('screens.marketing.coupon.remove')} onClick={() => onChange(picked.filter((x) => x.id !== p.id))}>
              ×
            </button>
          </span>
        ))}
      </div>
      {scope === 'classes' ? (
        <select
          id="mk-scope_ids"
          className="ui dropdown"
          value=""
          onChange={(e) => {
            const option = classes.find((o) => String(o.value) === e.target.value);
            if (option) add({ id: Number(option.value), name: option.text });
          }}
        >
          <option value="">{t('screens.marketing.coupon.scopePick')}</option>
          {classes.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ))}
        </select>
      ) : (
        <GoodsPicker id="mk-scope_ids" picked={null} onPick={add} />
      )}
    </div>
  );
}

/** Cells and detail sections of the marketing lists: a coupon's offer and its claims, prizes, a campaign price. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import type { CouponClaim } from '../../../../contract/resources/marketing/coupons.ts';
import { CLAIM_SOURCE, CLAIM_STATUS } from '../../../../contract/resources/marketing/coupons.ts';
import { type Prize, PRIZE_KIND } from '../../../../contract/resources/marketing/lottery.ts';
import { isOk } from '../../lib/api.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { CellRenderers, Row } from '../../screens/cells/types.ts';
import { toCents } from '../../../../contract/money.ts';
import { formatCents, formatMoney } from '../../lib/format.ts';
import { couponOffer, couponValidity, prizeSummary } from './format.ts';
import { EnumLabel, keepDays } from '../../screens/parts/Cells.tsx';

/** A coupon's offer over its threshold. */
export function CouponOffer({ row }: { row: Row }) {
  const { off, threshold } = couponOffer(row, useLang());
  return (
    <div className="coupon-offer">
      <div>{off}</div>
      <div className="muted">{threshold}</div>
    </div>
  );
}

/** The latest claims of a coupon (the drawer's section). */
export function CouponClaims({ couponId }: { couponId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api, permission } = useStores();
  // the claim records are read with the coupon list's label: a role holding only the new-member coupons sees counts only
  const readable = permission.can(RESOURCES.couponClaims.permission.read);
  const [page, setPage] = useState<{ list: CouponClaim[]; total: number } | null>(null);
  useEffect(() => {
    if (!readable) return;
    let live = true;
    api(RESOURCE_ENDPOINTS.couponClaims.list, { query: { coupon_id: couponId, limit: 10 } }).then((answer) => {
      if (live && isOk(answer)) setPage(answer.data as { list: CouponClaim[]; total: number });
    });
    return () => {
      live = false;
    };
  }, [api, couponId, readable]);
  if (!readable) return <div className="muted">—</div>;
  if (!page) return <div className="ui active inline loader" />;
  if (page.total === 0) return <div className="muted">{t('screens.marketing.coupon.noClaims')}</div>;
  return (
    <div className="coupon-claims" data-total={page.total}>
      <table className="ui very compact table">
        <tbody>
          {page.list.map((c) => (
            <tr key={c.id}>
              <td>
                {c.member_name}
                <div className="muted">{c.member_mobile}</div>
              </td>
              <td>
                <EnumLabel def={CLAIM_SOURCE} value={c.source} lang={lang} />
              </td>
              <td>
                <EnumLabel def={CLAIM_STATUS} value={c.status} lang={lang} />
              </td>
              <td className="muted">{c.claimed_at}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {page.total > page.list.length && <div className="muted">{t('screens.marketing.coupon.claimsMore', { total: page.total, shown: page.list.length })}</div>}
    </div>
  );
}

export function PrizeSummary({ row }: { row: Row }) {
  const prizes = row.prizes as Prize[];
  return <span title={prizes.map((p) => `${p.name} ${p.probability}%`).join(' / ')}>{prizeSummary(row, useLang())}</span>;
}

export function PrizeTable({ prizes }: { prizes: Prize[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <table className="ui very compact table prize-list">
      <thead>
        <tr>
          <th>{t('screens.marketing.lottery.prizeName')}</th>
          <th>{t('screens.marketing.lottery.prizeKind')}</th>
          <th>{t('screens.marketing.lottery.probability')}</th>
          <th>{t('screens.marketing.lottery.stock')}</th>
        </tr>
      </thead>
      <tbody>
        {prizes.map((p) => (
          <tr key={`${p.name}-${p.kind}-${p.probability}`}>
            <td>{p.name}</td>
            <td>
              <EnumLabel def={PRIZE_KIND} value={p.kind} lang={lang} />
            </td>
            <td>{p.probability}%</td>
            <td>{p.kind === 'none' ? '—' : p.stock}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A campaign price with what it saves against the goods' own price (in cents, exact). */
export function CampaignPrice({ price, original }: { price: unknown; original: unknown }) {
  const { t } = useTranslation();
  const saving = (toCents(String(original)) ?? 0n) - (toCents(String(price)) ?? 0n);
  return (
    <div>
      <div>{formatMoney(String(price))}</div>
      {saving > 0n && <div className="muted">{t('screens.marketing.activity.saving', { amount: formatCents(saving) })}</div>}
    </div>
  );
}

export const marketingCells = {
  couponOffer: (row) => <CouponOffer row={row} />,
  // the validity's days never break at their hyphens
  couponValidity: (row, lang) => keepDays(couponValidity(row, lang)),
  couponClaims: (row) => <CouponClaims couponId={row.id} />,
  prizeSummary: (row) => <PrizeSummary row={row} />,
  prizeTable: (row) => <PrizeTable prizes={row.prizes as Prize[]} />,
  // the campaign's price (the column's field) against the goods' own (`args.original`)
  campaignPrice: (row, _lang, { key, args }) => <CampaignPrice price={row[key]} original={row[String(args?.original)]} />,
} satisfies CellRenderers;

/** An after-sale's request in the drawer: the buyer's reason, description and amount, and the evidence pictures. */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../../../contract/i18n.ts';
import { type AfterSale, afterSales } from '../../../../../contract/resources/afterSales.ts';
import { Money, Thumb } from '../../../screens/parts/Cells.tsx';

/** The record's fields the request section shows. */
export const REQUEST_FIELDS = ['apply_reason', 'description', 'apply_amount', 'pictures'] as const;

export function AfterSaleRequest({ afterSale: a, lang }: { afterSale: AfterSale; lang: Lang }) {
  const { t } = useTranslation();
  const title = (field: (typeof REQUEST_FIELDS)[number]) => afterSales.fields[field]?.[lang];
  return (
    <table className="ui definition very compact table after-sale-request">
      <tbody>
        <tr>
          <td style={{ width: 140 }}>{title('apply_reason')}</td>
          <td>{a.apply_reason}</td>
        </tr>
        {a.description && (
          <tr>
            <td>{title('description')}</td>
            <td>{a.description}</td>
          </tr>
        )}
        <tr>
          <td>{title('apply_amount')}</td>
          <td>
            <Money value={a.apply_amount} />
          </td>
        </tr>
        <tr>
          <td>{title('pictures')}</td>
          <td>
            {a.pictures.length === 0 ? (
              <span className="muted">{t('screens.trade.order.noEvidence')}</span>
            ) : (
              <div className="evidence-pictures">
                {a.pictures.map((src) => (
                  <Thumb key={src} src={src} all={a.pictures} size={64} />
                ))}
              </div>
            )}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

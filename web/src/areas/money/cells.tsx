/** Cell renderers of the money screens: an amount in its asset's unit, a member with its id, an applicant, the applicant's flows (a payee's account: the kit's payeeAccount, screens/cells/person.tsx). */
import type { LedgerAsset } from '../../../../contract/resources/members.ts';
import type { CellRenderers } from '../../screens/cells/types.ts';
import { formatAssetAmount } from './assetAmount.ts';
import { MemberFlows } from './MemberFlows.tsx';

export const moneyCells = {
  // money with ¥, points and growth as whole numbers; with `args.signed`, credits green and debits red
  assetAmount: (row, _lang, { key, args }) => {
    const signed = args?.signed === true;
    const text = formatAssetAmount(row.asset as LedgerAsset, row[key] as string, signed);
    const debit = String(row[key]).startsWith('-');
    return <span className={`asset-amount ${signed ? (debit ? 'debit' : 'credit') : ''}`}>{text}</span>;
  },
  // the name with the id (`args.id`), so a flow can be followed to the member's own ledger
  nameWithId: (row, _lang, { key, args }) => (
    <span>
      {String(row[key])} <small className="muted">#{String(row[String(args?.id)])}</small>
    </span>
  ),
  // the applicant with the phone (`args.phone`) under the name
  applicant: (row, _lang, { key, args }) => (
    <span className="applicant">
      {String(row[key])}
      <br />
      <small className="muted">{String(row[String(args?.phone)])}</small>
    </span>
  ),
  // the applicant's (`args.member`) holding and latest entries of the asset (`args.asset`) the withdrawal takes from
  memberFlows: (row, _lang, { args }) => <MemberFlows memberId={Number(row[String(args?.member)])} asset={args?.asset as LedgerAsset} />,
} satisfies CellRenderers;

/**
 * The order lists' print tool: labels, packing slips or the pick list of the ticked orders, or of every order the
 * filter matches, opened in the print view's own tab (PrintView.tsx), so the list stays as it was.
 */
import { useTranslation } from 'react-i18next';
import { PRINT_KIND, recordPrint } from '../../../../../contract/resources/orderPrints.ts';
import { MenuButton } from '../../../components/MenuButton.tsx';
import { useLang } from '../../../hooks/useLang.ts';
import { useStores } from '../../../stores/index.ts';
import type { ToolProps } from '../../../screens/descriptions/componentProps.ts';
import { PRINT_PATH, printSearch } from './printUrl.ts';

export function PrintTool({ scope }: ToolProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { permission } = useStores();
  const none = scope.ids.length === 0;
  const open = (kind: (typeof PRINT_KIND.values)[number]) => {
    const orders = scope.allMatching ? { query: scope.query } : { ids: scope.ids };
    // the console's own address (its area) with the view's hash route
    window.open(`${window.location.pathname}#${PRINT_PATH}?${printSearch({ kind, paper: 'A4', orders })}`, '_blank');
  };
  // the shipping desk prints (contract/resources/carriers.ts): a role that only reads orders, as finance, has no print tool
  if (!permission.canAny([recordPrint.permission ?? '', ...(recordPrint.alsoPermitted ?? [])])) return null;
  const label = t('screens.trade.print.button') + (scope.allMatching ? t('screens.trade.print.allMatching', { total: scope.matching, count: scope.matching }) : '');
  // a menu of actions (the menu button pattern, as the export's), not Semantic's Dropdown, a listbox with no name
  return (
    <MenuButton
      className="print-tool"
      buttonClassName="ui basic labeled icon button"
      label={label}
      trigger={
        <>
          <i aria-hidden="true" className="print icon" />
          {label}
        </>
      }
      disabled={none}
      items={PRINT_KIND.values.map((kind) => ({ key: kind, text: PRINT_KIND.options[kind][lang], data: { kind }, run: () => open(kind) }))}
    />
  );
}

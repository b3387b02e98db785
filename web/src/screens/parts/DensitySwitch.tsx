/**
 * The list toolbar's density switch (docs/lists.md "Density"): compact, default or comfortable rows, a menu of three
 * checked items (`MenuButton`). The choice is a part of the table's layout, so it is kept per account and screen with
 * the column settings.
 */
import { useTranslation } from 'react-i18next';
import { DENSITIES } from '../../../../contract/resources/views.ts';
import { MenuButton } from '../../components/MenuButton.tsx';
import type { TableLayout } from '../lib/tableLayout.ts';

export function DensitySwitch({ layout, onChange }: { layout: TableLayout; onChange(layout: TableLayout): void }) {
  const { t } = useTranslation();
  const current = layout.density ?? 'default';
  return (
    <MenuButton
      className="density-switch"
      buttonClassName="ui basic icon button density-button"
      label={t('screens.list.density')}
      trigger={<i aria-hidden="true" className="bars icon" />}
      left
      items={DENSITIES.map((density) => ({
        key: density,
        text: t(`screens.list.densities.${density}`),
        checked: density === current,
        data: { density },
        run: () => {
          const { density: _, ...rest } = layout;
          onChange(density === 'default' ? rest : { ...rest, density });
        },
      }))}
    />
  );
}

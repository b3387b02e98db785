/** A menu entry's live to-do count (useTodoCounts): nothing while there is none to show. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useTodoCounts } from './useTodoCounts.ts';

export const MenuCount = observer(function MenuCount({ path }: { path: string }) {
  const { t } = useTranslation();
  const count = useTodoCounts().get(path);
  if (!count) return null;
  return (
    <span className="menu-count" data-count={count} title={t('inbox.todo', { count })}>
      {count > 999 ? '999+' : count}
    </span>
  );
});

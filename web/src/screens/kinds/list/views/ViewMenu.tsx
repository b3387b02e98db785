/**
 * A saved view's own menu in the bar (docs/views.md "Changing a view"), for the caller's own views only: rename (and
 * share), update with the list's present filters and columns after saying what changes, delete after naming the
 * view. A menu button (components/MenuButton.tsx): reached by Tab, named for screen readers after the view.
 */
import { type RefObject, useRef, useState } from 'react';
import { MenuButton } from '../../../../components/MenuButton.tsx';
import type { ListController } from '../useListController.ts';
import type { BarView } from './barView.ts';
import { ConfirmViewDialog } from './ConfirmViewDialog.tsx';
import type { Views } from './useViews.ts';
import { viewChanges } from './viewChanges.ts';
import { ViewNameDialog } from './ViewNameDialog.tsx';

type Asking = 'rename' | 'update' | 'delete';

/** `afterDelete`: where the focus goes once the view, and this menu with it, has left the bar. */
export function ViewMenu({ c, v, view, afterDelete }: { c: ListController; v: Views; view: BarView; afterDelete: RefObject<HTMLElement> }) {
  const { t } = c;
  const [asking, setAsking] = useState<Asking>();
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setAsking(undefined);
  const name = { name: view.name };
  const item = (key: Asking, icon: string) => ({ key, icon, text: t(`screens.views.${key}`), className: `view-${key}`, run: () => setAsking(key) });
  const changes = asking === 'update' ? viewChanges(view.state, v.edits.present(), v.shape, t, c.lang) : [];
  return (
    <>
      <MenuButton
        label={t('screens.views.menu', name)}
        trigger={<i aria-hidden="true" className="ellipsis vertical icon" />}
        buttonClassName="ui basic icon button view-menu"
        buttonRef={button}
        items={[item('rename', 'pencil'), item('update', 'sync'), item('delete', 'trash alternate outline')]}
      />
      {asking === 'rename' && (
        <ViewNameDialog
          title={t('screens.views.renameTitle', name)}
          className="rename-view-dialog"
          lang={c.lang}
          mayShare={v.mayShare}
          defaults={{ name: view.name, role: view.role ?? null }}
          onSend={(naming) => v.edits.rename(view, naming)}
          onClose={close}
          openedFrom={button}
        />
      )}
      {asking === 'update' && (
        <ConfirmViewDialog
          title={t('screens.views.updateTitle', name)}
          className="update-view-dialog"
          intro={t(changes.length > 0 ? 'screens.views.updateIntro' : 'screens.views.updateSame')}
          lines={changes}
          confirm={changes.length > 0 ? t('screens.views.updateButton') : undefined}
          onConfirm={() => v.edits.update(view)}
          onClose={close}
          openedFrom={button}
        />
      )}
      {asking === 'delete' && (
        <ConfirmViewDialog
          title={t('screens.views.deleteTitle', name)}
          className="delete-view-dialog"
          intro={t(view.role ? 'screens.views.deleteShared' : 'screens.views.deleteIntro', name)}
          confirm={t('screens.views.deleteButton')}
          danger
          onConfirm={() => v.edits.remove(view)}
          onClose={close}
          openedFrom={afterDelete}
        />
      )}
    </>
  );
}

/**
 * The views bar over a list's table (docs/views.md): the shipped presets and the saved views, each with its live count;
 * the one the URL names is active. The caller's own views each have a menu (rename, update, delete); a view shared by
 * someone else has none. It says which conditions of an opened view no longer apply.
 */
import { type RefObject, useRef, useState } from 'react';
import { Button, Icon, Label, Message } from 'semantic-ui-react';
import type { ListController } from '../useListController.ts';
import type { BarView } from './barView.ts';
import { useViews, type Views } from './useViews.ts';
import { ViewMenu } from './ViewMenu.tsx';
import { ViewNameDialog } from './ViewNameDialog.tsx';

export function ViewsBar({ c, screen }: { c: ListController; screen: string }) {
  const { t } = c;
  const v = useViews(c, screen);
  const [saving, setSaving] = useState(false);
  // where the focus goes once a view is deleted with its menu button
  const saveButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <nav className="views-bar" aria-label={t('screens.views.bar')} style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'center' }}>
        {v.views.map((view, i) => (
          <ViewButton key={view.id} c={c} v={v} view={view} count={v.counts[i]} active={v.active === view.id} afterDelete={saveButton} />
        ))}
        <button ref={saveButton} type="button" className="ui basic small button save-view" onClick={() => setSaving(true)}>
          <i aria-hidden="true" className="bookmark outline icon" />
          {t('screens.views.save')}
        </button>
      </nav>
      {v.dropped.length > 0 && (
        <Message warning size="small" className="view-dropped" role="status" content={t('screens.views.dropped', { items: v.dropped.join(c.lang === 'zh' ? '、' : ', ') })} />
      )}
      {v.missing && <Message warning size="small" className="view-missing" role="status" content={t('screens.views.missing', { id: v.missing })} />}
      {saving && <ViewNameDialog title={t('screens.views.save')} className="save-view-dialog" lang={c.lang} mayShare={v.mayShare} onSend={v.edits.save} onClose={() => setSaving(false)} />}
    </>
  );
}

function ViewButton({ c, v, view, count, active, afterDelete }: { c: ListController; v: Views; view: BarView; count?: number; active: boolean; afterDelete: RefObject<HTMLElement> }) {
  const { t } = c;
  const title = view.preset ? t('screens.views.preset') : view.mine ? undefined : t('screens.views.sharedBy', { owner: view.owner });
  return (
    <Button.Group size="small" className="view-item" data-view={view.id}>
      {/* a plain button: Semantic's toggle paints the pressed one white on a light green, too faint to read */}
      <button type="button" className={`ui button view-open ${active ? 'primary' : 'basic'}`} aria-pressed={active} title={title} onClick={() => v.open(view)}>
        {view.preset && <Icon name="star outline" />}
        {!view.preset && !view.mine && <Icon name="users" />}
        {view.name}
        <Label size="mini" circular className="view-count" style={{ marginLeft: 6 }}>
          {count ?? '…'}
        </Label>
      </button>
      {view.mine && <ViewMenu c={c} v={v} view={view} afterDelete={afterDelete} />}
    </Button.Group>
  );
}

/**
 * What the tag bar does to its views: refresh one (remounting it, dropping its kept state), close one, close the
 * others (the home tag stays) or close all; closing the active tag goes to the last remaining one, or to /. Dropping a
 * view with unsaved changes asks first (`UnsavedTagsConfirm`).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { useLang } from '../hooks/useLang.ts';
import { SHELL_PATHS } from '../router/paths.ts';
import { Dialog } from '../screens/parts/Dialog.tsx';
import { useStores } from '../stores/index.ts';
import type { VisitedView } from '../stores/tags.ts';

export interface TagActions {
  refresh(view: VisitedView): void;
  close(view: VisitedView): void;
  closeOthers(view: VisitedView): void;
  closeAll(): void;
}

/** Views about to be dropped that hold unsaved changes, and what drops them once the user agrees. */
export interface PendingDrop {
  views: VisitedView[];
  run(): void;
}

export function useTagActions(pathname: string): { actions: TagActions; pending?: PendingDrop; settle(): void } {
  const { tags } = useStores();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingDrop>();
  /** Runs what drops the views of `paths`, after asking when one of them holds unsaved changes. */
  const dropping = (paths: string[], run: () => void) => {
    const views = tags.unsavedAmong(paths);
    if (views.length === 0) run();
    else setPending({ views, run });
  };
  const others = (view: VisitedView) => tags.visited.filter((v) => v.path !== view.path && v.path !== SHELL_PATHS.home).map((v) => v.path);
  const actions: TagActions = {
    refresh: (view) =>
      dropping([view.path], () => {
        tags.refresh(view.path);
        if (view.path !== pathname) navigate(view.fullPath);
      }),
    close: (view) =>
      dropping([view.path], () => {
        const next = tags.close(view.path, pathname);
        if (next) navigate(next);
      }),
    closeOthers: (view) =>
      dropping(others(view), () => {
        tags.closeOthers(view.path);
        if (view.path !== pathname) navigate(view.fullPath);
      }),
    closeAll: () =>
      dropping(
        tags.visited.map((v) => v.path),
        () => {
          tags.closeAll();
          navigate('/');
        },
      ),
  };
  return { actions, pending, settle: () => setPending(undefined) };
}

/** Asks before dropping views with unsaved changes: keep editing, or discard them and go on. */
export function UnsavedTagsConfirm({ pending, onClose }: { pending: PendingDrop; onClose(): void }) {
  const { tags } = useStores();
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Dialog size="tiny" onClose={onClose} className="unsaved-confirm">
      <Dialog.Header>{t('tags.unsavedTitle')}</Dialog.Header>
      <Dialog.Content>
        <p>{t('tags.unsavedMessage', { views: pending.views.map((v) => v.title[lang]).join(lang === 'zh' ? '、' : ', ') })}</p>
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('tags.keepEditing')} onClick={onClose} className="keep-editing" />
        <Button
          negative
          content={t('tags.discard')}
          className="discard-changes"
          onClick={() => {
            for (const v of pending.views) tags.markUnsaved(v.path, false);
            onClose();
            pending.run();
          }}
        />
      </Dialog.Actions>
    </Dialog>
  );
}

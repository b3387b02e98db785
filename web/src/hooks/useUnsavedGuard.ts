/**
 * Changes not saved yet (a settings form, a rich text being edited). The view says so while it holds them: leaving the
 * page asks first (the browser's own prompt), and the tag bar and logout, which would drop the kept view, ask too.
 */
import { useEffect } from 'react';
import { useStores } from '../stores/index.ts';

export function useUnsavedGuard(path: string, dirty: boolean): void {
  const { tags } = useStores();
  useEffect(() => {
    if (!dirty) return;
    tags.markUnsaved(path, true);
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      tags.markUnsaved(path, false);
    };
  }, [tags, path, dirty]);
}

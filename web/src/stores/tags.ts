/**
 * The tag bar: a tag per named route visited, and the views kept alive (those without noCache). Persisted in
 * sessionStorage so the tags survive a reload within the browser session.
 */
import { makeAutoObservable } from 'mobx';
import { STORAGE } from '../config.ts';
import type { AppRoute } from '../router/routes.ts';
import { type KeyValue, readJson } from '../lib/storage.ts';
import { SHELL_PATHS } from '../router/paths.ts';

export interface VisitedView {
  path: string;
  /** Path with its query, to reopen the view as it was. */
  fullPath: string;
  name: string;
  title: AppRoute['meta']['title'];
  meta: AppRoute['meta'];
}

export class TagsStore {
  visited: VisitedView[];
  /** Bumped by refresh: the view is remounted with a fresh state. */
  generation: Record<string, number> = {};
  /** Paths whose view holds changes not saved yet: dropping such a view asks first. */
  unsaved = new Set<string>();

  constructor(private readonly persisted: KeyValue) {
    this.visited = parseViews(readJson(persisted, STORAGE.tags));
    makeAutoObservable<TagsStore, 'persisted'>(this, { persisted: false });
  }

  /** Names of the views kept alive when left. */
  get cached(): string[] {
    return this.visited.filter((v) => !v.meta.noCache).map((v) => v.name);
  }

  addView(route: AppRoute, fullPath: string): void {
    const existing = this.visited.find((v) => v.path === route.path);
    if (existing) {
      if (existing.fullPath === fullPath) return;
      existing.fullPath = fullPath;
    } else {
      this.visited.push({ path: route.path, fullPath, name: route.name, title: route.meta.title, meta: route.meta });
    }
    this.save();
  }

  /**
   * Closes a tag. Returns where to go when it was the active one: the last remaining tag, or / when none is left;
   * undefined when the active view stays.
   */
  close(path: string, activePath: string): string | undefined {
    this.visited = this.visited.filter((v) => v.path !== path);
    this.save();
    if (path !== activePath) return undefined;
    return this.visited.at(-1)?.fullPath ?? '/';
  }

  /** Closes every tag but this one and the home page's, which stays as the way back. */
  closeOthers(path: string): void {
    this.visited = this.visited.filter((v) => v.path === path || v.path === SHELL_PATHS.home);
    this.save();
  }

  closeAll(): void {
    this.visited = [];
    this.save();
  }

  markUnsaved(path: string, on: boolean): void {
    if (on) this.unsaved.add(path);
    else this.unsaved.delete(path);
  }

  /** The views among `paths` that would lose unsaved changes if dropped. */
  unsavedAmong(paths: readonly string[]): VisitedView[] {
    return this.visited.filter((v) => paths.includes(v.path) && this.unsaved.has(v.path));
  }

  /** Drops the view's kept state: the next render mounts it anew. */
  refresh(path: string): void {
    this.generation[path] = (this.generation[path] ?? 0) + 1;
  }

  private save(): void {
    this.persisted.set(STORAGE.tags, JSON.stringify(this.visited));
  }
}

function parseViews(value: unknown): VisitedView[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is VisitedView =>
      typeof v === 'object' &&
      v !== null &&
      typeof v.path === 'string' &&
      typeof v.fullPath === 'string' &&
      typeof v.name === 'string' &&
      typeof v.title?.zh === 'string' &&
      typeof v.title?.en === 'string' &&
      typeof v.meta === 'object',
  );
}

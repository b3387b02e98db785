/**
 * The routes the current role may see. The filtering itself (router/filter.ts) runs in the layout's chunk, so the
 * login page never loads the route catalogue; this store only holds its result.
 */
import { makeAutoObservable, observableRef } from 'mobx';
import type { PermittedRoutes } from '../router/filter.ts';

export class PermissionStore {
  routes: PermittedRoutes | undefined = undefined;

  constructor() {
    // the filtered tree is replaced whole, never mutated
    makeAutoObservable(this, { routes: observableRef });
  }

  get ready(): boolean {
    return this.routes !== undefined;
  }

  setRoutes(routes: PermittedRoutes): void {
    this.routes = routes;
  }

  permitted(path: string): boolean {
    return this.routes?.paths.has(path) ?? false;
  }

  /** Whether the role may do what a permission label gates (a screen's action buttons ask this). */
  can(label: string): boolean {
    return this.routes?.labels.has(label) ?? false;
  }

  /** Whether the role holds one of the labels (an endpoint some screens share). */
  canAny(labels: readonly string[]): boolean {
    return labels.some((label) => this.can(label));
  }

  /** A route of the catalogue, permitted or not. */
  known(path: string): boolean {
    return this.routes?.known.has(path) ?? false;
  }

  reset(): void {
    this.routes = undefined;
  }
}

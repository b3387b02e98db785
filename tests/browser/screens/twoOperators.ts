/**
 * The setup of the "two people, one record" browser tests (docs/concurrency.md; docs/forms.md "Version conflicts"):
 * one console, two operators each in their own browser, the record as the upstream holds it read (or written) behind
 * their forms with an administrator's token, and the first row's editor of a list opened afresh.
 */
import type { Locator, Page } from 'playwright-core';
import type { Test } from 'tap';
import { adminToken, go, logIn, newPage, startConsole } from '../console.ts';
import { rowsOf, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

export interface TwoOperators {
  stack: { url: string };
  /** The super administrator's browser. */
  first: Page;
  /** The operator's browser. */
  second: Page;
  /** One more browser logged in as `account`, closed when the file's tests end. */
  open(account: string): Promise<Page>;
  /** What the upstream answers now to a GET of `url` (a list, a record). */
  read<R>(url: string): Promise<R>;
  /** A record as the upstream holds it now. */
  record<R = Record<string, unknown>>(path: string, id: number): Promise<R & { version: number }>;
  /** Changes a record behind every open form, as a script would: no version sent, so it is applied as it comes. */
  writeBehind(path: string, id: number, body: Record<string, unknown>): Promise<void>;
}

export async function twoOperators(t: Test): Promise<TwoOperators> {
  const { stack, browser } = await startConsole(t);
  const open = async (account: string) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', account);
    return page;
  };
  const first = await open('admin');
  const second = await open('operator');
  const token = await adminToken(stack.url);
  const call = async (method: string, url: string, body?: unknown) => {
    const headers = { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const answer = (await (await fetch(`${stack.url}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as { status: number; data: unknown; error?: string };
    if (answer.status !== 0) throw new Error(`${method} ${url}: ${answer.error}`);
    return answer.data;
  };
  return {
    stack,
    first,
    second,
    open,
    read: async <R>(url: string) => (await call('GET', url)) as R,
    record: async <R>(path: string, id: number) => (await call('GET', `${path}/${id}`)) as R & { version: number },
    writeBehind: async (path, id, body) => void (await call('PUT', `${path}/${id}`, body)),
  };
}

/**
 * Opens the first row's editor of the list at `path` (`editor` the form, `field` one of its inputs to wait for);
 * returns the editor and the row's id.
 */
export async function editFirst(page: Page, path: string, editor: string, field: string): Promise<{ form: Locator; id: number }> {
  // read afresh: a list shown since an earlier test holds the versions it read then
  await page.reload();
  await go(page, path);
  const row = (await rowsOf(view(page, path))).first();
  const id = Number(await row.getAttribute('data-id'));
  await clickRowAction(row, 'edit');
  const form = page.locator(editor);
  await form.locator(field).waitFor();
  return { form, id };
}

/** The other operator's save, made in their own open form: `values` typed by field selector, saved, the form closed. */
export async function saveBehind(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [field, value] of Object.entries(values)) await form.locator(field).fill(value);
  await form.locator('.form-save').click();
  await form.waitFor({ state: 'detached' });
}

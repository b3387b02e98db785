/**
 * The stack server's spare (docs/testing.md, "A stack built ahead"): while a file runs, the next file's stack is
 * built beforehand, so the file that asks for it gets it at once instead of waiting for a gateway to start and a mock
 * to seed. tap runs the files one at a time and the second core is mostly idle: the build moves off the files' path.
 *
 * A spare is still a fresh stack that no file has touched, built with the variables the next file will ask for: those
 * asked most often so far, once asked twice (a file over a mock of its own names that mock's port, which no other
 * file asks for). A file asking for others gets its own built as before. The unanchored mock's data ends at the hour
 * it was seeded, so a spare seeded in an earlier hour than the file's request is closed, not given.
 */
import type { Stack } from './gatewayStack.ts';
import type { StackRequest } from './sharedStacks.ts';

type Build = (request: StackRequest) => Promise<Stack>;

interface Spare {
  key: string;
  hour: number;
  stack: Promise<Stack>;
}

const hourOf = (ms: number) => Math.floor(ms / 3_600_000);

/** What makes two requests ask for the same stack: the gateway's and the mock's variables, not the asking file. */
function keyOf({ env, mockEnv }: StackRequest): string {
  const sorted = (vars: Record<string, string>) => Object.entries(vars).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([sorted(env), sorted(mockEnv)]);
}

/** `now`: the clock the hour is read from (a test moves it). */
export function spareStacks(build: Build, now: () => number = Date.now) {
  const asked = new Map<string, { count: number; request: StackRequest }>();
  let spare: Spare | undefined;
  let closed = false;

  /** Builds the spare for the variables asked most often, unless it is there; one for others gives way to it. */
  function refill(): void {
    if (closed) return;
    const [key, { count, request }] = [...asked].reduce((most, entry) => (entry[1].count > most[1].count ? entry : most));
    if (count < 2 || spare?.key === key) return;
    if (spare && (asked.get(spare.key)?.count ?? 0) >= count) return;
    const replaced = spare;
    if (replaced) void replaced.stack.then((stack) => stack.close()).catch(() => {});
    const stack = build(request);
    // a failed spare is only a stack not built ahead: the file that would have had it builds its own
    stack.catch(() => {});
    spare = { key, hour: hourOf(now()), stack };
  }

  /** The spare when it was built for these variables in this hour, otherwise a stack built now. */
  async function take(request: StackRequest): Promise<Stack> {
    const key = keyOf(request);
    const seen = asked.get(key);
    asked.set(key, { count: (seen?.count ?? 0) + 1, request });
    let stack: Stack | undefined;
    if (spare?.key === key) {
      const taken = spare;
      spare = undefined;
      const built = await taken.stack.catch(() => undefined);
      if (built && taken.hour === hourOf(now())) stack = built;
      else await built?.close();
    }
    stack ??= await build(request);
    refill();
    return stack;
  }

  async function close(): Promise<void> {
    closed = true;
    const left = spare;
    spare = undefined;
    await (await left?.stack.catch(() => undefined))?.close();
  }

  return { take, close };
}

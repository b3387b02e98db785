/**
 * Waiting until the balancer balances over exactly the replicas that run, at the addresses they have now. The
 * source of truth is the upstream list follow-replicas.sh wrote (deploy/nginx/follow-replicas.sh), not a count of
 * what the DNS says: a restarted replica comes back at a new address, so a count can match while an address is stale.
 * The engine's DNS answers are logged with their times on the way, so a failure shows whether the DNS lagged or the
 * balancer did not follow it.
 *
 * The bound comes from measuring podman 4.3.1's aardvark-dns 1.4.0 (docs/scaling.md "Status"): it lists a restarted
 * container within about a second, except that it reloads on every container start and stop in the network, drops
 * queries while it does, and in 2 of 9 stop-and-start cycles it answered nothing for 40-47 s.
 */
import type { Engine } from './engine.ts';
import { exec } from './exec.ts';

/** The longest engine DNS silence measured (47 s), twice over. */
export const DNS_SETTLES_WITHIN_MS = 90_000;
const SERVERS_FILE = '/etc/nginx/gateway-servers.conf';
/**
 * follow-replicas.sh writes the list, then runs `nginx -t` and `nginx -s reload`; the master then starts new workers
 * and tells the old ones to finish. Waited for at least this long before asking whether the old ones are gone.
 */
const RELOAD_SETTLES_MS = 1500;
/** How long the old workers may take to finish what they serve (nothing long runs while the test waits). */
const OLD_WORKERS_EXIT_WITHIN_MS = 30_000;

const clock = () => new Date().toISOString().slice(11, 23);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The addresses in the balancer's upstream list, as follow-replicas.sh wrote them ("server 10.89.0.5:8080 ..."). */
async function balancedOver(engine: Engine, balancer: string): Promise<string[]> {
  const file = await exec(engine.cli, ['exec', balancer, 'cat', SERVERS_FILE]);
  return [...file.stdout.matchAll(/^server \[?([^\]\s]+?)\]?:8080/gm)].map((m) => m[1]).sort();
}

/** What the engine's DNS lists for `gateway` inside the balancer, as follow-replicas.sh asks it. */
async function dnsAnswer(engine: Engine, balancer: string): Promise<string> {
  const found = await exec(engine.cli, ['exec', '-e', 'RES_OPTIONS=timeout:1 attempts:1', balancer, 'getent', 'ahosts', 'gateway']);
  const addresses = [...new Set(found.stdout.split('\n').filter((l) => l.includes('STREAM')).map((l) => l.split(' ')[0]))];
  return addresses.length > 0 ? addresses.sort().join(' ') : `nothing (getent exit ${found.code})`;
}

/** The command lines of the balancer's processes ("nginx: worker process is shutting down", "nginx -t -q" ...). */
async function processes(engine: Engine, balancer: string): Promise<string[]> {
  const found = await exec(engine.cli, ['exec', balancer, 'sh', '-c', 'for p in /proc/[0-9]*; do tr "\\0" " " < "$p/cmdline"; echo; done 2>/dev/null']);
  return found.stdout.split('\n').map((l) => l.trim()).filter(Boolean);
}

/**
 * Until the reload that put the list in place has ended: no `nginx -t` or `nginx -s reload` of follow-replicas.sh
 * running, and no old worker still shutting down. An old worker closes each client connection it holds after its
 * current answer, and still balances over the old list meanwhile; under a loaded machine that took longer than
 * RELOAD_SETTLES_MS, and a load started then met those closes as errors (docs/scaling.md "Status").
 */
async function reloadDone(engine: Engine, balancer: string): Promise<void> {
  const started = performance.now();
  let busy: string[] = [];
  while (performance.now() - started < OLD_WORKERS_EXIT_WITHIN_MS) {
    busy = (await processes(engine, balancer)).filter((p) => /nginx -[ts]\b|shutting down/.test(p));
    if (busy.length === 0) return;
    await sleep(250);
  }
  throw new Error(`the balancer's reload did not end within ${OLD_WORKERS_EXIT_WITHIN_MS / 1000} s: ${busy.join(' | ')}`);
}

/**
 * Until the balancer's upstream list is exactly `addresses` (IPs, from the engine's inspect). Returns how long the
 * DNS took and each distinct answer it gave on the way, with its time; throws with them after DNS_SETTLES_WITHIN_MS.
 */
export async function waitForBalancer(engine: Engine, balancer: string, addresses: string[]): Promise<{ ms: number; answers: string[] }> {
  const expected = [...addresses].sort().join(' ');
  const answers: string[] = [];
  const started = performance.now();
  let listed = '';
  while (performance.now() - started < DNS_SETTLES_WITHIN_MS) {
    const answer = await dnsAnswer(engine, balancer);
    if (answers.at(-1)?.endsWith(` ${answer}`) !== true) answers.push(`${clock()} ${answer}`);
    listed = (await balancedOver(engine, balancer)).join(' ');
    if (listed === expected) {
      const ms = performance.now() - started;
      await sleep(RELOAD_SETTLES_MS);
      await reloadDone(engine, balancer);
      return { ms, answers };
    }
    await sleep(500);
  }
  throw new Error(
    `the balancer did not balance over ${expected} within ${DNS_SETTLES_WITHIN_MS / 1000} s: its list is ${listed || 'empty'}; the DNS said ${answers.join(', ')}`,
  );
}

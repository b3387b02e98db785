/**
 * Measures what the container engine's DNS does when replicas stop and start (docs/scaling.md "Status", the figures
 * behind replicas-dns.ts's bound): `npx tsx tests/container/dns-restarts.ts [cycles]` (podman). Three containers share
 * an alias; a probe container asks the network's DNS server for it every 100 ms and logs each answer with its time;
 * two of the three are stopped and started `cycles` times. Per cycle it prints whether they came back at new
 * addresses, how long after the start the DNS listed them, and the longest run of unanswered queries. Cleans up after.
 */
import { exec } from './exec.ts';

const cycles = Number(process.argv[2] ?? 6);
const id = `dnsmeasure${process.pid}`;
const IMAGE = 'docker.io/library/node:20-bookworm-slim';
const targets = [1, 2, 3].map((n) => `${id}-t${n}`);
const probeName = `${id}-probe`;
/** The probe: c-ares straight at the network's DNS, 300 ms timeout, no retry, a fresh socket each time. */
const probe = `const { Resolver } = require('node:dns/promises');
  const server = require('fs').readFileSync('/etc/resolv.conf', 'utf8').match(/nameserver (\\S+)/)[1];
  (async () => { for (;;) {
    const r = new Resolver({ timeout: 300, tries: 1 }); r.setServers([server]);
    const t0 = Date.now(); let answer;
    try { answer = (await r.resolve4('gw')).sort().join(' '); } catch (e) { answer = 'ERR ' + e.code; }
    console.log(JSON.stringify({ t: t0, ms: Date.now() - t0, answer }));
    await new Promise((ok) => setTimeout(ok, 100));
  } })();`;

interface Answer {
  t: number;
  ms: number;
  answer: string;
}

const podman = async (...args: string[]) => {
  const result = await exec('podman', args, { timeoutMs: 120_000 });
  if (result.code !== 0) throw new Error(`podman ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};
const addressOf = (name: string) => podman('inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', name);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const clock = (t: number) => new Date(t).toISOString().slice(11, 23);

async function answers(): Promise<Answer[]> {
  return (await podman('logs', probeName)).split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as Answer];
    } catch {
      return [];
    }
  });
}

/** The longest stretch, in ms, in which no query got an answer (refused or timed out). */
function longestSilence(list: Answer[]): number {
  let longest = 0;
  let since: number | undefined;
  for (const a of list) {
    if (a.answer.startsWith('ERR')) since ??= a.t;
    else if (since !== undefined) {
      longest = Math.max(longest, a.t - since);
      since = undefined;
    }
  }
  return since === undefined ? longest : Math.max(longest, (list.at(-1)?.t ?? since) - since);
}

try {
  await podman('network', 'create', id);
  for (const name of targets) await podman('run', '-d', '--init', '--name', name, '--network', id, '--network-alias', 'gw', IMAGE, 'sleep', 'infinity');
  await podman('run', '-d', '--init', '--name', probeName, '--network', id, IMAGE, 'node', '-e', probe);
  const moving = targets.slice(1);
  for (let cycle = 1; cycle <= cycles; cycle++) {
    await sleep(3000);
    const before = await Promise.all(moving.map(addressOf));
    const stopAt = Date.now();
    await podman('stop', '-t', '2', ...moving);
    await sleep(2000);
    const startAt = Date.now();
    await podman('start', ...moving);
    const after = await Promise.all(moving.map(addressOf));
    let listedAt: number | undefined;
    while (!listedAt && Date.now() - startAt < 90_000) {
      await sleep(250);
      const found = (await answers()).find((a) => a.t >= startAt && after.every((ip) => a.answer.split(' ').includes(ip)));
      listedAt = found?.t;
    }
    const during = (await answers()).filter((a) => a.t >= stopAt);
    const listed = listedAt ? `${((listedAt - startAt) / 1000).toFixed(1)} s after the start` : 'not within 90 s';
    const changed = after.every((ip, i) => ip !== before[i]) ? 'new addresses' : `addresses ${before.join(' ')} -> ${after.join(' ')}`;
    console.log(
      `cycle ${cycle}: stop ${clock(stopAt)}, start ${clock(startAt)}; ${changed} (${after.join(' ')}); listed ${listed}; longest silence ${(longestSilence(during) / 1000).toFixed(1)} s`,
    );
  }
} finally {
  await exec('podman', ['rm', '-f', '-t', '0', probeName, ...targets]);
  await exec('podman', ['network', 'rm', '-f', id]);
}

/**
 * The long differential fuzz of the fast path's request reader against Node's parser (tests/server/head-fuzz.ts;
 * npm test runs 20,000 heads): `npx tsx scripts/fuzz-heads.ts --count 1000000 [--seed N]`. Prints one JSON summary
 * and the first disagreements, if any; exits 1 on a disagreement. Results in docs/resilience.md.
 */
import { parseArgs } from 'node:util';
import { fuzzHeads } from '../tests/server/head-fuzz.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '1000000' }, seed: { type: 'string', default: '1' } } });
const count = Number(values.count);
const seed = Number(values.seed);
if (!Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  process.stderr.write('fuzz-heads: --count must be a positive integer and --seed an integer\n');
  process.exit(1);
}
const started = performance.now();
// In slices, so a long run says how far it is.
const SLICE = 100_000;
const total = { heads: 0, taken: 0, takenRequests: 0, nodeRefused: 0, failures: [] as { index: number; stream: string; why: string }[] };
for (let done = 0; done < count; done += SLICE) {
  const result = fuzzHeads(Math.min(SLICE, count - done), seed + done);
  total.heads += result.heads;
  total.taken += result.taken;
  total.takenRequests += result.takenRequests;
  total.nodeRefused += result.nodeRefused;
  total.failures.push(...result.failures.map((f) => ({ ...f, index: f.index + done })));
  process.stderr.write(`fuzz-heads: ${total.heads} heads, ${total.failures.length} disagreements\n`);
}
const seconds = Math.round((performance.now() - started) / 100) / 10;
process.stdout.write(`${JSON.stringify({ seed, ...total, failures: total.failures.slice(0, 20), seconds }, null, 2)}\n`);
process.exit(total.failures.length > 0 ? 1 : 0);

/**
 * Variables that look like the gateway's but are not one (docs/configuration.md): a typo would otherwise leave a
 * setting at its default without a word, so the start warns with the closest known name.
 */
import { CONFIG_VARIABLES } from './config.ts';

const prefixOf = (name: string) => name.slice(0, name.indexOf('_') + 1);

/**
 * Variables in `env` that look like the gateway's (a known name's prefix, such as `UPSTREAM_UR`) but are not one, each
 * with the known name closest to it: a typo would otherwise leave a setting at its default without a word.
 * `alsoKnown`: the embedded mock's names (`MOCK_SEED` ...), which demo mode passes once it has imported the mock; a
 * gateway with a real upstream reads no MOCK_* variable and so does not check them.
 */
export function unknownVariables(env: NodeJS.ProcessEnv, alsoKnown: readonly string[] = []): { variable: string; closest: string }[] {
  const known = [...CONFIG_VARIABLES.map((v) => v.name), ...alsoKnown];
  const prefixes = new Set(known.filter((n) => n.includes('_')).map(prefixOf));
  return Object.keys(env)
    .filter((name) => !known.includes(name) && name.includes('_') && prefixes.has(prefixOf(name)))
    .sort()
    .map((variable) => ({ variable, closest: closest(variable, known) }));
}

function closest(name: string, known: readonly string[]): string {
  let best = known[0];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of known) {
    const d = editDistance(name, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

/** Levenshtein distance. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

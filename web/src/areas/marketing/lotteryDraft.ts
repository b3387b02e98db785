/** A lottery as its editor types it, the body the contract expects from that, and the probabilities' sum so far. */
import type { Lottery } from '../../../../contract/resources/marketing/lottery.ts';
import { type DayTime, splitDateTime } from '../../screens/lib/dateTime.ts';
import { coerce } from '../../screens/lib/validation.ts';

export interface PrizeDraft {
  name: string;
  kind: string;
  probability: string;
  stock: string;
  points: string;
}
export interface LotteryDraft {
  name: string;
  currency: string;
  draw_cost: string;
  daily_limit: string;
  start_at: DayTime;
  end_at: DayTime;
  prizes: PrizeDraft[];
}

export const FIELDS = ['name', 'currency', 'draw_cost', 'daily_limit', 'start_at', 'end_at', 'prizes'];
export const EMPTY_PRIZE: PrizeDraft = { name: '', kind: 'physical', probability: '', stock: '0', points: '0' };

export function draftOf(row: Lottery | undefined): LotteryDraft {
  return {
    name: row?.name ?? '',
    currency: row?.currency ?? 'points',
    draw_cost: String(row?.draw_cost ?? 10),
    daily_limit: String(row?.daily_limit ?? 3),
    start_at: splitDateTime(row?.start_at),
    end_at: splitDateTime(row?.end_at),
    prizes: row
      ? row.prizes.map((p) => ({ name: p.name, kind: p.kind, probability: String(p.probability), stock: String(p.stock), points: String(p.points) }))
      : [{ ...EMPTY_PRIZE }, { ...EMPTY_PRIZE, kind: 'none' }],
  };
}

export function bodyOf(d: LotteryDraft): Record<string, unknown> {
  return {
    name: d.name,
    currency: coerce('select', d.currency),
    draw_cost: coerce('int', d.draw_cost),
    daily_limit: coerce('int', d.daily_limit),
    start_at: coerce('datetime', d.start_at),
    end_at: coerce('datetime', d.end_at),
    prizes: d.prizes.map((p) => ({
      name: p.name,
      kind: coerce('select', p.kind),
      probability: coerce('decimal', p.probability),
      stock: coerce('int', p.stock),
      points: coerce('int', p.points),
    })),
  };
}

/** The sum of what was typed, in hundredths of a percent (exact), or null while a probability is not a number. */
export function probabilitySum(prizes: readonly PrizeDraft[]): number | null {
  let hundredths = 0;
  for (const p of prizes) {
    const n = coerce('decimal', p.probability);
    if (typeof n !== 'number') return null;
    hundredths += Math.round(n * 100);
  }
  return hundredths;
}

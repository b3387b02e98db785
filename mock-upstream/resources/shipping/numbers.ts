/**
 * What each carrier's waybill numbers look like (docs/shipping.md, "Carriers"), and the sorting code printed large on
 * the label. A number is the account's next serial scrambled into the carrier's digits: unique, and never in order, as
 * the carriers' own are not.
 */
import type { Carrier } from '../../data/shipping/tables.ts';

interface NumberFormat {
  prefix: string;
  digits: number;
}

const FORMATS: Record<Carrier, NumberFormat> = {
  SF: { prefix: 'SF', digits: 13 },
  ZTO: { prefix: '75', digits: 12 },
  YTO: { prefix: 'YT', digits: 13 },
  STO: { prefix: '77', digits: 11 },
  YD: { prefix: '43', digits: 13 },
  JD: { prefix: 'JDVA', digits: 11 },
  EMS: { prefix: '11', digits: 11 },
};

// coprime to every power of ten, so serial -> digits is one-to-one below 10^digits
const SCRAMBLE = 7_919_731;

export function waybillNo(carrier: Carrier, serial: number): string {
  const { prefix, digits } = FORMATS[carrier];
  const space = 10n ** BigInt(digits);
  const n = (BigInt(serial) * BigInt(SCRAMBLE) + 1_000_003n) % space;
  return `${prefix}${n.toString().padStart(digits, '0')}`;
}

/** The hub and route of the receiver's district (大头笔): the city, the district and the carrier's route number. */
export function sortingCode(carrier: Carrier, receiver: { city: string; district: string }): string {
  let h = 0;
  for (const ch of `${carrier}${receiver.city}${receiver.district}`) h = (h * 31 + ch.codePointAt(0)!) % 1000;
  return `${receiver.city.replace(/市$/, '')} ${receiver.district} ${String(h).padStart(3, '0')}`;
}

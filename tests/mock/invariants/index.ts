/** The seeded data's invariants (docs/demo-data.md lists them), each naming the first row that breaks it. */
import { demo } from './demo.ts';
import { general } from './general.ts';
import { marketing } from './marketing.ts';
import { money } from './money.ts';
import { places } from './places.ts';
import { queues } from './queues.ts';
import { serials } from './serials.ts';
import { shipping } from './shipping.ts';
import type { Invariant } from './time.ts';
import { trade } from './trade.ts';

export const INVARIANTS: Invariant[] = [...general, ...trade, ...money, ...places, ...serials, ...marketing, ...queues, ...demo, ...shipping];

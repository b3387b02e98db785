/**
 * Where a seeded record's picture lives: the mock serves `/api/v2/common/files/seed/<kind>/<name>.png` (handlers/files.ts
 * answers with a picture pictures.ts draws). Its own module, so the seeders and the resources import it without importing seed.ts, which imports them.
 */
export const file = (kind: string, name: string | number) => `/api/v2/common/files/seed/${kind}/${name}.png`;

/**
 * A goods' pictures: the drawing of its class's kind (words.ts), named with the goods' id so that each goods has its own
 * colours and angle, and a gallery of 3 to 5 views (by the id, not by a draw: the seed's other values stay as they were).
 */
export function goodsPictures(drawing: string, id: number): { picture: string; pictures: string[] } {
  const picture = file('goods', `${drawing}-${id}`);
  return { picture, pictures: [picture, ...Array.from({ length: 2 + (id % 3) }, (_, i) => file('goods', `${drawing}-${id}-${i + 2}`))] };
}

/**
 * Where a seeded record's picture lives: the mock serves `/api/v2/common/files/seed/<kind>/<name>.png` (handlers/files.ts
 * answers with a picture pictures.ts draws). Its own module, so the seeders and the resources import it without importing seed.ts, which imports them.
 */
export const file = (kind: string, name: string | number) => `/api/v2/common/files/seed/${kind}/${name}.png`;

/**
 * The English texts of a Chinese text tree: the same keys, so a missing key is a compile error. English may add the
 * singular of a counted text as `<key>_one` (i18next's plural forms): with `count` 1 it is used, otherwise `<key>`
 * itself, which holds the plural; Chinese has one form, so it needs none.
 */
type Singulars<T> = { [K in keyof T as K extends string ? (T[K] extends string ? `${K}_one` : never) : never]?: string };
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> } & Singulars<T>;

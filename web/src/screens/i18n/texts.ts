/** The English texts of a Chinese text tree: the same keys, so a missing key is a compile error. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * Chart colours: the first series takes the theme colour, the others a fixed set chosen to stay apart from any
 * theme colour the picker offers. A breakdown's slices start from the theme colour too.
 */
const OTHERS = ['#f5a623', '#13c2c2', '#9b59b6', '#e8684a', '#5ad8a6', '#6dc8ec', '#ff9d4d', '#945fb9', '#ff99c3', '#5d7092', '#b6b01c', '#269a99'];

export function paletteOf(theme: string): string[] {
  return [theme, ...OTHERS.filter((c) => c.toLowerCase() !== theme.toLowerCase())];
}

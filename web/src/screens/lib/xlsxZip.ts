/**
 * write-excel-file's zip step as the console's build bundles it (the `zip-xlsx-on-the-page` plugin in
 * scripts/build.ts puts this module where the library imports `../zip/zipToArrayBuffer.js`). The library's own step
 * is fflate's async `zip`, which gives every part of 160 kB or more to a Web Worker made from a blob: URL; the CSP
 * (`script-src 'self'`) refuses it and the promise never settles. `zipSync` does the same compression on the page,
 * which it holds for about half a second for a 7,200-row sheet of ten columns (2.6 MB of XML, on the shared 2-core
 * machine) while the export's dialog shows 100 %. Same signature as the module it replaces.
 */
import { zipSync } from 'fflate';

export default function zipToArrayBuffer(files: Record<string, Uint8Array>): Promise<ArrayBuffer> {
  // in the executor, so a failure to zip rejects the export instead of escaping it
  return new Promise((resolve) => resolve(zipSync(files).buffer as ArrayBuffer));
}

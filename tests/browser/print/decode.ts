/**
 * Reading what a printed page says with maintained readers, not the code under test: a barcode off a Chromium
 * screenshot (ZXing's Code 128 reader over pngjs's pixels), and each page's size off the PDF Chromium prints.
 */
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';

/** The text of the Code 128 barcode the element shows, as a scanner reads it off the screen. */
export async function readBarcode(element: Locator): Promise<string> {
  const png = PNG.sync.read(await element.screenshot({ scale: 'device' }));
  const luminance = new Uint8ClampedArray(png.width * png.height);
  for (let i = 0; i < luminance.length; i++) {
    const [r, g, b] = [png.data[i * 4], png.data[i * 4 + 1], png.data[i * 4 + 2]];
    luminance[i] = (r * 299 + g * 587 + b * 114) / 1000;
  }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, png.width, png.height))), hints).getText();
}

/** Millimetres in PDF points (1/72 inch). */
export const mm = (n: number) => (n * 72) / 25.4;

/** Each page's size in points, as Chromium prints the page with its own `@page` rules. */
export async function pdfPageSizes(page: Page): Promise<{ width: number; height: number }[]> {
  await page.emulateMedia({ media: 'print' });
  const pdf = Buffer.from(await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  await page.emulateMedia({ media: 'screen' });
  return [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }));
}

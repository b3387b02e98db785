/** A Code 128 barcode drawn by JsBarcode as SVG, which prints sharp at any printer's resolution. */
import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef } from 'react';

export function Barcode({ value, height, className }: { value: string; height: number; className?: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (svg.current) JsBarcode(svg.current, value, { format: 'CODE128', displayValue: false, height, width: 2, margin: 8 });
  }, [value, height]);
  return <svg ref={svg} className={className} data-value={value} role="img" aria-label={value} />;
}

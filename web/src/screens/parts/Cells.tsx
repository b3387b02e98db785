/** How values show in tables, drawers and forms: coloured enum labels, money, times, pictures (cells/content.tsx picks one per cell). */
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnumDef } from '../../../../contract/enums.ts';
import type { Lang } from '../../../../contract/i18n.ts';
import { formatMoney, formatTime } from '../../lib/format.ts';
import { PictureViewer } from './PictureViewer.tsx';

/** Sanitised rich text (DOMPurify), loaded with the first one shown, not with every list: render it under a Suspense. */
export const LazySafeHtml = lazy(() => import('./SafeHtml.tsx').then((m) => ({ default: m.SafeHtml })));

/** An empty value. */
export const NONE = <span className="muted">-</span>;

export function EnumLabel({ def, value, lang }: { def?: EnumDef; value: unknown; lang: Lang }) {
  if (value === null || value === undefined) return NONE;
  const option = def?.options[value as string];
  return (
    <span className={`ui small basic label enum-label ${option?.color ?? ''}`}>
      {option?.[lang] ?? String(value)}
    </span>
  );
}

/** Money as its text, or a muted dash. Plain text, no wrapper: a table cell holds it directly. */
export function Money({ value }: { value: unknown }): ReactNode {
  return formatMoney(value as string | null) || NONE;
}

const SPEC_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

export function Time({ value }: { value: unknown }): ReactNode {
  // the upstream already sends its own time format (docs/contract.md): only other shapes go through dayjs
  return (typeof value === 'string' && SPEC_TIME.test(value) ? value : formatTime(value as string | null)) || NONE;
}

/** A picture that opens the viewer: a button named by what it shows (`label`, the goods' name), else by what it does. */
export function Thumb({ src, label, all, size = 40 }: { src: unknown; label?: string; all?: string[]; size?: number }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  if (typeof src !== 'string' || !src) return NONE;
  return (
    <>
      <button type="button" className="thumb-button" onClick={() => setOpen(true)}>
        <img src={src} alt={label ?? t('screens.picture.title')} width={size} height={size} loading="lazy" />
      </button>
      {open && <PictureViewer pictures={all && all.length > 0 ? all : [src]} start={Math.max(0, all?.indexOf(src) ?? 0)} onClose={() => setOpen(false)} />}
    </>
  );
}

const DAY = /(\d{4}-\d{2}-\d{2}(?: \d{2}:\d{2}(?::\d{2})?)?)/;

/** Text whose days never break at their hyphens in a narrow column ("2026-11-15 至 2026-12-15" wraps between them). */
export function keepDays(text: string): ReactNode {
  const parts = text.split(DAY);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
      <span key={i} className="keep-together">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

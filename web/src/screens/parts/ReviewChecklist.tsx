/**
 * What a reviewer checks before deciding, ticked in the drawer: an aid for the eye, not a gate (the decision stays
 * the reviewer's, and the upstream records it with its reason). Ticks are forgotten when the drawer closes.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, Text } from '../../../../contract/i18n.ts';

export function ReviewChecklist({ items, lang }: { items: readonly Text[]; lang: Lang }) {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const id = useId();
  const toggle = (i: number) => setTicked((was) => {
    const next = new Set(was);
    if (next.has(i)) next.delete(i);
    else next.add(i);
    return next;
  });
  return (
    <div className="review-checklist ui form">
      {items.map((item, i) => (
        <div className="field" key={item.en}>
          <label className="checklist-item" htmlFor={`${id}-${i}`}>
            <input type="checkbox" id={`${id}-${i}`} checked={ticked.has(i)} onChange={() => toggle(i)} />
            {item[lang]}
          </label>
        </div>
      ))}
      <p className="muted checklist-count" aria-live="polite">{t('screens.drawer.checked', { done: ticked.size, total: items.length })}</p>
    </div>
  );
}

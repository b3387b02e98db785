/** A merchant application's licence pictures, each captioned with what it is; a click opens the picture viewer there. */
import { useState } from 'react';
import type { Lang } from '../../../../contract/i18n.ts';
import { LICENCE_PICTURE_ROLES, SHOP_PHOTO_TITLE } from '../../../../contract/resources/merchants.ts';
import { PictureViewer } from '../../screens/parts/PictureViewer.tsx';

/** What the picture at `index` shows: the order of `licence_pictures` is the contract's. */
export function licenceCaption(index: number, lang: Lang): string {
  const role = LICENCE_PICTURE_ROLES[index];
  return role ? role[lang] : `${SHOP_PHOTO_TITLE[lang]} ${index - LICENCE_PICTURE_ROLES.length + 1}`;
}

export function LicenceGallery({ pictures, lang }: { pictures: string[]; lang: Lang }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="licence-gallery" style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {pictures.map((src, i) => (
        <figure key={src} style={{ margin: 0, textAlign: 'center' }}>
          <button type="button" className="thumb-button licence-picture" data-index={i} onClick={() => setOpen(i)}>
            <img src={src} alt={licenceCaption(i, lang)} width={96} height={96} loading="lazy" />
          </button>
          <figcaption className="muted">{licenceCaption(i, lang)}</figcaption>
        </figure>
      ))}
      {open !== null && (
        <div className="licence-viewer" data-caption={licenceCaption(open, lang)}>
          <PictureViewer pictures={pictures} start={open} onClose={() => setOpen(null)} />
        </div>
      )}
    </div>
  );
}

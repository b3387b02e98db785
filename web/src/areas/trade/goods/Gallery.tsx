/**
 * The goods' picture gallery (up to 9, as the contract allows): uploaded or given by address one at a time, each
 * removable and movable earlier, so the order is the one the apps show.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_MAX } from '../../../../../contract/resources/goods.ts';
import type { FieldEditor, FieldEditorProps } from '../../../screens/descriptions/types.ts';
import { Thumb } from '../../../screens/parts/Cells.tsx';
import { PictureInput } from '../../../screens/parts/Upload.tsx';

function GalleryInput({ id, value, onChange, onBlur, errors }: FieldEditorProps) {
  const { t } = useTranslation();
  const pictures = value as string[];
  const [adding, setAdding] = useState('');
  const add = () => {
    if (adding.trim() === '' || pictures.length >= GALLERY_MAX) return;
    onChange([...pictures, adding.trim()]);
    setAdding('');
  };
  const earlier = (i: number) => onChange(pictures.map((p, j) => (j === i - 1 ? pictures[i] : j === i ? pictures[i - 1] : p)));
  const problem = Object.values(errors)[0];
  return (
    <div className="gallery">
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        {pictures.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may be in the gallery twice: its place tells them apart
          <div key={`${p}-${i}`} className="gallery-item" data-picture={p} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
            <Thumb src={p} size={56} />
            <span>
              {i > 0 && (
                <button type="button" className="ui mini icon basic button gallery-earlier" aria-label={t('screens.trade.gallery.earlier', { n: i + 1 })} onClick={() => earlier(i)}>
                  <i className="arrow left icon" />
                </button>
              )}
              <button type="button" className="ui mini icon basic button gallery-remove" aria-label={t('screens.trade.gallery.remove', { n: i + 1 })} onClick={() => onChange(pictures.filter((_p, j) => j !== i))}>
                <i className="close icon" />
              </button>
            </span>
          </div>
        ))}
      </div>
      {pictures.length < GALLERY_MAX && (
        <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <div style={{ flex: 1 }}>
            <PictureInput id={id} value={adding} onChange={setAdding} onBlur={onBlur} />
          </div>
          <button type="button" className="ui button gallery-add" onClick={add}>
            {t('screens.trade.gallery.add')}
          </button>
        </div>
      )}
      <span className="muted gallery-count">{t('screens.trade.gallery.count', { n: pictures.length, max: GALLERY_MAX })}</span>
      {problem && <div className="field-error sku-error">{problem}</div>}
    </div>
  );
}

/** The `pictures` field of the goods form. */
export const GALLERY: FieldEditor = {
  initial: (record) => [...(((record as { pictures?: string[] } | undefined)?.pictures ?? []) as string[])],
  body: (value) => ({ pictures: value as string[] }),
  Input: GalleryInput,
};

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { Dialog } from './Dialog.tsx';

/**
 * Pictures at full size, one at a time, with previous/next when there are several. Its ✕ is a button of its own, not
 * Semantic's close icon (an `<i>` Tab never reaches and a screen reader cannot name): it has the focus when the viewer
 * opens, so Enter or Space closes it as Escape does.
 */
export function PictureViewer({ pictures, start = 0, onClose }: { pictures: string[]; start?: number; onClose(): void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(start);
  const close = useRef<HTMLButtonElement>(null);
  const many = pictures.length > 1;
  return (
    <Dialog onClose={onClose} size="small" className="picture-viewer" label={t('screens.picture.title')} initialFocus={close}>
      {/* where Semantic puts its close icon: a direct child of the modal, outside its top right corner */}
      <button ref={close} type="button" className="close picture-close" aria-label={t('screens.picture.close')} onClick={onClose}>
        <i className="close icon" aria-hidden="true" />
      </button>
      <Dialog.Content style={{ textAlign: 'center' }}>
        <img src={pictures[index]} alt="" style={{ maxWidth: '100%', maxHeight: '70vh' }} />
        {many && <div className="muted">{`${index + 1} / ${pictures.length}`}</div>}
      </Dialog.Content>
      {many && (
        <Dialog.Actions>
          <Button icon="left chevron" content={t('screens.picture.previous')} onClick={() => setIndex((index + pictures.length - 1) % pictures.length)} />
          <Button icon="right chevron" content={t('screens.picture.next')} onClick={() => setIndex((index + 1) % pictures.length)} />
        </Dialog.Actions>
      )}
    </Dialog>
  );
}

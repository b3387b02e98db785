/** A picture field: its preview, the address, and an upload with a progress bar (the upload token flow). */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Progress } from 'semantic-ui-react';
import { UPLOAD_MAX_BYTES } from '../../../../contract/platform.ts';
import { useStores } from '../../stores/index.ts';
import { refusal, uploadPicture } from '../lib/upload.ts';
import { Thumb } from './Cells.tsx';

export function PictureInput({ id, value, onChange, onBlur }: { id: string; value: string; onChange(value: string): void; onBlur(): void }) {
  const { t } = useTranslation();
  const { api } = useStores();
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState('');
  const picker = useRef<HTMLInputElement>(null);

  const upload = async (file: File) => {
    setError('');
    const why = await refusal(file);
    if (why) {
      setError(why === 'type' ? t('screens.upload.type') : t('screens.upload.size', { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setPercent(0);
    try {
      onChange(await uploadPicture(api, file, setPercent));
    } catch (err) {
      setError(t('screens.upload.failed', { message: (err as Error).message }));
    } finally {
      setPercent(null);
    }
  };

  return (
    <div className="picture-input">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Thumb src={value} size={48} />
        <input id={id} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} style={{ flex: 1 }} />
        <button type="button" className="ui basic button upload-button" disabled={percent !== null} onClick={() => picker.current?.click()}>
          <i className="upload icon" />
          {t('screens.upload.choose')}
        </button>
        <input
          ref={picker}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          hidden
          className="upload-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {percent !== null && <Progress percent={percent} size="tiny" indicating className="upload-progress" />}
      {error && <div className="ui small negative message upload-error">{error}</div>}
    </div>
  );
}

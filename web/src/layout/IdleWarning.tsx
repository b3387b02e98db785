/**
 * The idle warning (app/idleWatch.ts decides when and in which tab): how long until the session ends without
 * activity, and a button that keeps it. Not modal: whoever comes back may simply carry on, which counts as activity.
 */
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/index.ts';

export const IdleWarning = observer(function IdleWarning() {
  const { idle } = useStores();
  return idle.endsAt === undefined ? null : <Warning endsAt={idle.endsAt} onStay={() => idle.stay()} />;
});

function Warning({ endsAt, onStay }: { endsAt: number; onStay(): void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  const titleId = useId();
  const textId = useId();
  const stay = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  // the button takes the focus, so Enter keeps the session; the warning is announced as it opens
  useEffect(() => stay.current?.focus(), []);
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  return (
    <div className="ui warning message idle-warning" role="alertdialog" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="header" id={titleId}>
        {t('idle.title')}
      </div>
      <p id={textId}>{t('idle.text', { seconds })}</p>
      <button ref={stay} type="button" className="ui primary button" onClick={onStay}>
        {t('idle.stay')}
      </button>
    </div>
  );
}

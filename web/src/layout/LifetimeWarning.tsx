/**
 * The lifetime warning (app/lifetimeWatch.ts decides when and in which tab): the session ends at a set time whatever
 * happens, so the operator saves their work before it or signs in again after it. Not modal, dismissed once read.
 * Announced (role alert) without taking the focus: unlike the idle warning it may come while someone is typing.
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/index.ts';

export const LifetimeWarning = observer(function LifetimeWarning() {
  const { idle } = useStores();
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  if (idle.lifetimeEnd === undefined) return null;
  // HH:mm of the upstream's time, as the console shows every platform time
  const time = idle.lifetimeEnd.slice(11, 16);
  return (
    <div className="ui warning message lifetime-warning" role="alert" aria-labelledby={titleId} aria-describedby={textId}>
      <div className="header" id={titleId}>
        {t('lifetime.title', { time })}
      </div>
      <p id={textId}>{t('lifetime.text')}</p>
      <button type="button" className="ui primary button" onClick={() => idle.hideLifetime()}>
        {t('lifetime.ok')}
      </button>
    </div>
  );
});

/**
 * The desktop notification switch at the foot of the inbox panel: the account's preference (`desktop_notifications`,
 * kept by the upstream, so it follows the account to another browser), turned on only once the browser permits
 * notifications; a browser that refuses or lacks them says so instead.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePreferences, usePreferences } from '../../hooks/usePreferences.ts';
import { isOk } from '../../lib/api.ts';
import { useStores } from '../../stores/index.ts';
import { askNoticePermission, type NoticeSupport, noticeSupport } from './desktopNotice.ts';
import { inboxCalls } from './inboxCalls.ts';

export function NoticeSwitch() {
  const { t } = useTranslation();
  const { api } = useStores();
  const client = useQueryClient();
  const prefs = usePreferences().data;
  const [support, setSupport] = useState<NoticeSupport>(noticeSupport);
  const id = useId();
  const on = prefs?.desktop_notifications === true;
  const save = (desktop: boolean) =>
    updatePreferences(
      client,
      (p) => ({ ...p, desktop_notifications: desktop }),
      async () => {
        if (!isOk(await api(inboxCalls.notificationsSave, { body: { desktop } }))) throw new Error('notifications not saved');
      },
    );
  const toggle = async () => {
    if (on) return save(false);
    const answer = await askNoticePermission();
    setSupport(answer);
    if (answer === 'granted') save(true);
  };
  const refused = support === 'denied' || support === 'unsupported';
  return (
    <div className="inbox-notify">
      <div className="ui toggle checkbox">
        <input id={id} type="checkbox" className="inbox-notify-switch" checked={on} disabled={!prefs || (refused && !on)} onChange={() => void toggle()} aria-describedby={refused ? `${id}-why` : undefined} />
        <label htmlFor={id}>{t('inbox.notify.label')}</label>
      </div>
      {refused && (
        <p id={`${id}-why`} className="inbox-notify-why">
          {t(support === 'denied' ? 'inbox.notify.denied' : 'inbox.notify.unsupported')}
        </p>
      )}
    </div>
  );
}

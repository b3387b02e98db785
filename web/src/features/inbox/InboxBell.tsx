/**
 * The top bar's bell (docs/events.md "The inbox in the console"): the account's unread count as the upstream keeps it
 * (muted kinds left out), opening the inbox panel. A disclosure, not a menu: the panel holds links, buttons and a
 * switch. Escape or a press outside closes it, the focus back on the bell. Mounted once per signed-in tab, it also
 * follows the stream's `inbox` events: the one tab that rings plays the chime and, when the account opted in, shows a
 * desktop notification.
 */
import { useQueryClient } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { cachedPreferences } from '../../hooks/usePreferences.ts';
import { useEventsConnected } from '../../lib/gatewayEvents.ts';
import { useStores } from '../../stores/index.ts';
import { playChime } from './chime.ts';
import { showNotice } from './desktopNotice.ts';
import { InboxPanel } from './InboxPanel.tsx';
import { recordLink } from './kindEffects.ts';
import { useInbox, useInboxLive } from './useInbox.ts';

const shownCount = (count: number) => (count > 99 ? '99+' : String(count));

export const InboxBell = observer(function InboxBell() {
  const { t } = useTranslation();
  const { permission } = useStores();
  const client = useQueryClient();
  const navigate = useNavigate();
  const inbox = useInbox();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = inbox.data?.unread_total ?? 0;
  // whether the count follows the stream now (else it is read on focus): for tests and tools to wait on
  const live = useEventsConnected();

  useInboxLive((event) => {
    playChime();
    if (cachedPreferences(client)?.desktop_notifications) {
      const link = recordLink(event.record, (path) => permission.permitted(path));
      showNotice(event, () => link && navigate(link));
    }
  });

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // a failed read keeps the last count shown and says so on the bell; the panel offers the retry
  const label = inbox.isError ? t('inbox.unavailable') : unread > 0 ? t('inbox.unread', { count: unread }) : t('inbox.label');
  return (
    <div ref={root} className="inbox-bell">
      <button
        ref={button}
        type="button"
        className="navbar-button inbox-bell-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={label}
        title={label}
        data-unread={unread}
        data-live={live}
        onClick={() => setOpen((now) => !now)}
      >
        <i aria-hidden="true" className="bell outline icon" />
        {unread > 0 && <span className="ui mini circular red label inbox-unread">{shownCount(unread)}</span>}
      </button>
      {open && <InboxPanel id={panelId} query={inbox} onClose={close} onLeave={() => setOpen(false)} />}
    </div>
  );
});

/**
 * The bell's panel: the account's items grouped by kind (the upstream's order), newest first; each opens its record's
 * drawer on the first of its screens the role may open (kindEffects.ts) and is marked read; mark one read, all read,
 * mute or unmute a kind; the desktop notification switch. Escape closes it.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { useLang } from '../../hooks/useLang.ts';
import { formatTime } from '../../lib/format.ts';
import type { LoadFailure } from '../../lib/queries.ts';
import { useStores } from '../../stores/index.ts';
import type { Inbox, InboxGroup, InboxItem } from './inboxCalls.ts';
import { NoticeSwitch } from './NoticeSwitch.tsx';
import { recordLink } from './kindEffects.ts';
import { useInboxActions } from './useInbox.ts';

interface Props {
  id: string;
  query: UseQueryResult<Inbox, LoadFailure>;
  /** Escape or the close button: closed, the focus back on the bell. */
  onClose(): void;
  /** An item followed: closed, the focus goes with the navigation. */
  onLeave(): void;
}

export function InboxPanel({ id, query, onClose, onLeave }: Props) {
  const { t } = useTranslation();
  const actions = useInboxActions();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  const inbox = query.data;
  return (
    <section
      ref={panel}
      id={id}
      className="inbox-panel"
      aria-label={t('inbox.title')}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <div className="inbox-head">
        <h2 className="inbox-title">{t('inbox.title')}</h2>
        <button type="button" className="ui mini basic button inbox-read-all" disabled={!inbox || actions.busy} onClick={actions.markAllRead}>
          {t('inbox.markAllRead')}
        </button>
        <button type="button" className="ui mini basic icon button inbox-close" aria-label={t('inbox.close')} title={t('inbox.close')} onClick={onClose}>
          <i aria-hidden="true" className="close icon" />
        </button>
      </div>
      <LoadState {...queryLoadState(query)} className="inbox-load-error" />
      <div className="inbox-groups">
        {inbox?.groups.map((group) => <KindGroup key={group.kind} group={group} actions={actions} onLeave={onLeave} />)}
      </div>
      <NoticeSwitch />
    </section>
  );
}

type Actions = ReturnType<typeof useInboxActions>;

function KindGroup({ group, actions, onLeave }: { group: InboxGroup; actions: Actions; onLeave(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const kind = group.title[lang];
  return (
    <section className={`inbox-group${group.muted ? ' muted' : ''}`} data-kind={group.kind} aria-label={kind}>
      <div className="inbox-group-head">
        <h3 className="inbox-kind">{kind}</h3>
        {group.unread > 0 && <span className="ui mini label inbox-kind-unread">{t('inbox.kindUnread', { count: group.unread })}</span>}
        {group.muted && <span className="ui mini grey label inbox-kind-muted">{t('inbox.muted')}</span>}
        <button
          type="button"
          className="ui mini basic button inbox-mute"
          aria-pressed={group.muted}
          aria-label={t(group.muted ? 'inbox.unmuteOf' : 'inbox.muteOf', { kind })}
          title={group.muted ? undefined : t('inbox.muteHint')}
          disabled={actions.busy}
          onClick={() => actions.mute(group.kind, !group.muted)}
        >
          {t(group.muted ? 'inbox.unmute' : 'inbox.mute')}
        </button>
      </div>
      {group.items.length === 0 ? (
        <p className="inbox-empty">{t('inbox.empty')}</p>
      ) : (
        <ul className="inbox-items">
          {group.items.map((item) => (
            <Item key={item.id} item={item} actions={actions} onLeave={onLeave} />
          ))}
        </ul>
      )}
    </section>
  );
}

const Item = observer(function Item({ item, actions, onLeave }: { item: InboxItem; actions: Actions; onLeave(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { permission } = useStores();
  const link = recordLink(item.record, (path) => permission.permitted(path));
  const title = item.title[lang];
  const body = (
    <>
      {!item.read && <span className="inbox-dot" role="img" aria-label={t('inbox.unreadMark')} />}
      <span className="inbox-item-title">{title}</span>
      <span className="inbox-item-summary">{item.summary[lang]}</span>
      <time className="inbox-item-time" dateTime={item.time}>
        {formatTime(item.time, 'MM-DD HH:mm')}
      </time>
    </>
  );
  return (
    <li className={`inbox-item${item.read ? '' : ' unread'}`} data-id={item.id}>
      {link ? (
        <a
          className="inbox-item-open"
          href={`#${link}`}
          onClick={() => {
            if (!item.read) actions.markRead([item.id]);
            onLeave();
          }}
        >
          {body}
        </a>
      ) : (
        <div className="inbox-item-open">{body}</div>
      )}
      {!item.read && (
        <button type="button" className="ui mini basic button inbox-mark-read" aria-label={t('inbox.markReadOf', { title: `${title} ${item.summary[lang]}` })} disabled={actions.busy} onClick={() => actions.markRead([item.id])}>
          {t('inbox.markRead')}
        </button>
      )}
    </li>
  );
});

/**
 * The SMS-code lookup (`/smsConfig/index`): a member's phone number in, its latest codes out (purpose, time sent,
 * expiry, and whether it was used, locked by wrong tries or has expired), so support can help a member log in or reset a password. The
 * upstream refuses a console account's phone and records every lookup in the operation records; the screen says both
 * before anyone searches. The phone is kept in the URL (`?q=`), so a reload or a link shows the same answer.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { platform } from '../../../../contract/index.ts';
import { mobile } from '../../../../contract/shell.ts';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { ScreenProps } from '../../screens/screen.ts';
import { platformTime } from '../../lib/format.ts';
import { type SmsEntry, smsStateOf } from './rules.ts';


const STATE_COLOR = { used: 'grey', locked: 'red', expired: 'orange', valid: 'green' } as const;

export default function SmsLookupScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [search, setSearch] = useSearchParams();
  const phone = (search.get('q') ?? '').trim();
  const [draft, setDraft] = useState(phone);
  const valid = mobile.safeParse(phone).success;
  const query = useApiQuery(platform.smsCodeLookup, { query: { mobile: phone } }, { enabled: valid });
  const codes = valid ? (query.data as SmsEntry[] | undefined) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.trim();
    // the same phone again asks again: a new code may have been sent since
    if (typed === phone) void query.refetch();
    else setSearch(typed ? new URLSearchParams({ q: typed }) : new URLSearchParams());
  };
  const shown = codes ? { phone, codes } : null;
  const ready = !phone || !valid || (!query.isFetching && (codes !== undefined || query.isError));
  const now = platformTime();

  return (
    <div className="screen sms-lookup-screen" data-ready={ready} data-searched={shown ? phone : ''}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      <form className="ui form segment" onSubmit={submit} noValidate>
        <p className="muted">{t('screens.governance.sms.hint')}</p>
        <p className="muted sms-audit">
          <i className="eye icon" aria-hidden="true" />
          {t('screens.governance.sms.audit')}
        </p>
        <div className={`field ${phone && !valid ? 'error' : ''}`}>
          <div className="ui fluid action input">
            <input className="sms-phone" inputMode="numeric" maxLength={11} value={draft} placeholder={t('screens.governance.sms.placeholder')} onChange={(e) => setDraft(e.target.value)} />
            <Button primary type="submit" icon="search" content={t('screens.governance.sms.search')} className="sms-search" />
          </div>
          {phone && !valid && <div className="field-error" style={{ color: '#db2828', marginTop: 4 }}>{t('screens.governance.sms.badMobile')}</div>}
        </div>
      </form>
      {valid && <LoadState {...queryLoadState(query)} />}
      {shown && shown.codes.length === 0 && (
        <div className="ui placeholder segment empty-state">
          <div className="ui icon header">
            <i className="inbox icon" />
            {t('screens.governance.sms.none')}
          </div>
        </div>
      )}
      {shown && shown.codes.length > 0 && (
        <table className="ui celled compact table data-table sms-codes">
          <thead>
            <tr>
              {(['code', 'type', 'sentAt', 'expiresAt', 'state'] as const).map((key) => (
                <th key={key}>{t(`screens.governance.sms.${key}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.codes.map((entry) => {
              const state = smsStateOf(entry, now);
              return (
                <tr key={`${entry.created_at}-${entry.code}`} data-state={state}>
                  <td className="sms-code" style={{ fontFamily: 'monospace', fontSize: '1.15em', letterSpacing: 2 }}>{entry.code}</td>
                  <td>{t(`screens.governance.sms.${entry.type}`)}</td>
                  <td>{entry.created_at}</td>
                  <td>{entry.expires_at}</td>
                  <td>
                    <span className={`ui small basic label enum-label ${STATE_COLOR[state]}`}>{t(`screens.governance.sms.${state}`)}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}

/**
 * The demo accounts of the mock upstream, for this area. A real upstream has no such call: when it fails the list
 * is simply not shown.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '../../../../contract/endpoint.ts';
import type { Lang } from '../../../../contract/i18n.ts';
import type * as Shell from '../../../../contract/shell.ts';
import { isOk } from '../../lib/api.ts';
import { shellCalls } from '../../lib/shellCalls.ts';
import { useStores } from '../../stores/index.ts';

type Account = DataOf<typeof Shell.demoAccounts>['accounts'][number];

export function DemoAccounts({ onPick }: { onPick(account: { account: string; password: string }): void }) {
  const { t, i18n } = useTranslation();
  const { api, session } = useStores();
  const [accounts, setAccounts] = useState<Account[]>([]);
  useEffect(() => {
    let live = true;
    void api(shellCalls.demoAccounts).then((result) => {
      if (live && isOk(result) && Array.isArray(result.data?.accounts)) setAccounts(result.data.accounts);
    });
    return () => {
      live = false;
    };
  }, [api]);

  const mine = accounts.filter((a) => a.area === session.area || a.area === 'both');
  if (mine.length === 0) return null;
  const lang = (i18n.language === 'en' ? 'en' : 'zh') satisfies Lang;
  return (
    <div className="demo-accounts">
      <h4 className="ui header">{t('login.demoTitle')}</h4>
      <p className="demo-hint">{t('login.demoHint', { password: mine[0].password })}</p>
      <div className="demo-list">
        {mine.map((a) => (
          <button type="button" className="demo-account" key={a.account} onClick={() => onPick(a)}>
            <span className="demo-name">{a.account}</span>
            <span className="demo-description">{a.description[lang]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

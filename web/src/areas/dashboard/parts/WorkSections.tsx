/** The role's work on `/home`, the sections the upstream gave the caller (contract/homeWork.ts). */
import { useTranslation } from 'react-i18next';
import type { HomeWorkData } from '../../../../../contract/homeWork.ts';
import { FinanceWork } from './FinanceWork.tsx';
import { MerchantMoney } from './MerchantMoney.tsx';
import { WorkQueues } from './WorkQueues.tsx';

export function WorkSections({ work }: { work: HomeWorkData }) {
  const { t } = useTranslation();
  return (
    <section className="dashboard-work" aria-label={t('dashboard.work.queuesTitle')}>
      {work.queues.length > 0 && (
        <>
          <h3 className="ui header dashboard-section-title">{t('dashboard.work.queuesTitle')}</h3>
          <WorkQueues queues={work.queues} asOf={work.as_of} />
        </>
      )}
      {work.finance && <FinanceWork finance={work.finance} asOf={work.as_of} />}
      {work.money && <MerchantMoney money={work.money} />}
    </section>
  );
}

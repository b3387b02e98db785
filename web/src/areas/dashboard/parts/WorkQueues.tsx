/** The queues of a role's home, oldest first: each card its count and its oldest record's age, and a link to the list of exactly those records. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type Queue, QUEUE_LISTS } from '../../../../../contract/homeWork.ts';
import { formatCount } from '../format.ts';
import { AgeText } from './AgeText.tsx';

export function WorkQueues({ queues, asOf }: { queues: readonly Queue[]; asOf: string }) {
  const { t } = useTranslation();
  return (
    <div className="dashboard-todos">
      {queues.map(({ key, count, oldest_at }) => {
        const list = QUEUE_LISTS[key];
        return (
          <Link
            key={key}
            to={{ pathname: list.route, search: new URLSearchParams(list.query(asOf)).toString() }}
            className="dashboard-queue"
            data-queue={key}
          >
            <span className="dashboard-todo-open">{t('dashboard.todo.open')} ›</span>
            <div className="dashboard-kpi-title">{t(`dashboard.work.queue.${key}`)}</div>
            <div className="dashboard-todo-count">{formatCount(String(count))}</div>
            <div className="dashboard-queue-age">{oldest_at ? <AgeText from={oldest_at} to={asOf} /> : t('dashboard.work.none')}</div>
          </Link>
        );
      })}
    </div>
  );
}

/** The to-do counts, each a link to the list that shows those records. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TODO_LISTS, type TodoKey } from '../../../../../contract/stats.ts';
import { formatCount } from '../format.ts';

export function TodoCards({ todo }: { todo: readonly { key: TodoKey; count: number }[] }) {
  const { t } = useTranslation();
  return (
    <div className="dashboard-todos">
      {todo.map(({ key, count }) => {
        const list = TODO_LISTS[key];
        return (
          <Link key={key} to={{ pathname: list.route, search: new URLSearchParams(list.link).toString() }} className="dashboard-todo" data-todo={key}>
            <span className="dashboard-todo-open">{t('dashboard.todo.open')} ›</span>
            <div className="dashboard-kpi-title">{t(`dashboard.todo.${key}`)}</div>
            <div className="dashboard-todo-count">{formatCount(String(count))}</div>
          </Link>
        );
      })}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Dropdown } from 'semantic-ui-react';

export interface RowActionItem {
  name: string;
  text: string;
  danger?: boolean;
  run(): void;
}

const VISIBLE = 3;

/** Up to three actions as links, the rest under "more". */
export function RowActions({ items }: { items: RowActionItem[] }) {
  const { t } = useTranslation();
  const shown = items.length <= VISIBLE ? items : items.slice(0, VISIBLE - 1);
  const more = items.length <= VISIBLE ? [] : items.slice(VISIBLE - 1);
  return (
    <div className="row-actions" style={{ display: 'flex', gap: 8, whiteSpace: 'nowrap', alignItems: 'center' }}>
      {shown.map((item) => (
        <button key={item.name} type="button" data-action={item.name} className={`link-button ${item.danger ? 'danger' : ''}`} onClick={item.run} style={linkStyle(item.danger)}>
          {item.text}
        </button>
      ))}
      {more.length > 0 && (
        <Dropdown text={t('screens.list.more')} className="row-more" direction="left" inline>
          <Dropdown.Menu>
            {more.map((item) => (
              <Dropdown.Item key={item.name} data-action={item.name} text={item.text} onClick={item.run} className={item.danger ? 'danger' : ''} />
            ))}
          </Dropdown.Menu>
        </Dropdown>
      )}
    </div>
  );
}

function linkStyle(danger?: boolean) {
  return { border: 0, background: 'none', padding: 0, cursor: 'pointer', color: danger ? '#db2828' : '#1890ff' };
}

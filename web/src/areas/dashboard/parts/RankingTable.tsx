/** A ranking: rank, name and the figures of each row. */
import { useTranslation } from 'react-i18next';
import { Table } from 'semantic-ui-react';
import type { Ranking } from '../../../../../contract/stats.ts';
import { formatFigure } from '../format.ts';

export function RankingTable({ ranking }: { ranking: Ranking }) {
  const { t } = useTranslation();
  return (
    <div className="ui segment dashboard-panel dashboard-ranking" data-ranking={ranking.key}>
      <h4 className="ui header">{t(`dashboard.ranking.${ranking.key}`)}</h4>
      {ranking.rows.length === 0 ? (
        <div className="dashboard-empty">{t('dashboard.empty')}</div>
      ) : (
        <Table basic="very" compact unstackable>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell collapsing>{t('dashboard.ranking.rank')}</Table.HeaderCell>
              <Table.HeaderCell>{t(`dashboard.ranking.name.${ranking.key}`)}</Table.HeaderCell>
              {ranking.columns.map((c) => (
                <Table.HeaderCell key={c.key} textAlign="right">
                  {t(`dashboard.figure.${c.key}`)}
                </Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {ranking.rows.map((row, i) => (
              <Table.Row key={row.id} className="dashboard-ranking-row">
                <Table.Cell>
                  <span className={`dashboard-rank${i < 3 ? ' top' : ''}`}>{i + 1}</span>
                </Table.Cell>
                <Table.Cell>{row.name}</Table.Cell>
                {ranking.columns.map((c) => (
                  <Table.Cell key={c.key} textAlign="right">
                    {formatFigure(c.unit, row.values[c.key] ?? '0')}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
    </div>
  );
}

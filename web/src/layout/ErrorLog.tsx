/** The bug button (only when errors were caught) and its dialog: message, info, url and stack of each error. */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Table } from 'semantic-ui-react';
import { useStores } from '../stores/index.ts';
import { Dialog } from '../screens/parts/Dialog.tsx';

export const ErrorLog = observer(function ErrorLog() {
  const { errorLog } = useStores();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (errorLog.logs.length === 0) return null;
  return (
    <>
      <button type="button" className="navbar-button error-log-button" onClick={() => setOpen(true)} title={t('errorLog.button')} aria-label={t('errorLog.button')}>
        <i className="red bug icon" />
        <span className="ui mini red circular label">{errorLog.logs.length}</span>
      </button>
      {open && (
        <Dialog onClose={() => setOpen(false)} size="large" className="error-log-dialog">
          <Dialog.Header>{t('errorLog.title')}</Dialog.Header>
          <Dialog.Content scrolling>
            <Table celled compact>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>{t('errorLog.message')}</Table.HeaderCell>
                  <Table.HeaderCell>{t('errorLog.info')}</Table.HeaderCell>
                  <Table.HeaderCell>{t('errorLog.url')}</Table.HeaderCell>
                  <Table.HeaderCell>{t('errorLog.stack')}</Table.HeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {errorLog.logs.map((entry, i) => (
                  // entries have no identity of their own and are only ever appended
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Row key={i}>
                    <Table.Cell>
                      <strong>{entry.error}</strong>
                      <div className="error-log-component">
                        {t('errorLog.component')}: {entry.component}
                      </div>
                    </Table.Cell>
                    <Table.Cell>
                      <pre className="error-log-pre">{entry.info}</pre>
                    </Table.Cell>
                    <Table.Cell className="error-log-url">{entry.url}</Table.Cell>
                    <Table.Cell>
                      <pre className="error-log-pre">{entry.stack}</pre>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
          </Dialog.Content>
          <Dialog.Actions>
            <Button
              onClick={() => {
                errorLog.clear();
                setOpen(false);
              }}
            >
              {t('errorLog.clear')}
            </Button>
            <Button primary onClick={() => setOpen(false)}>
              {t('errorLog.close')}
            </Button>
          </Dialog.Actions>
        </Dialog>
      )}
    </>
  );
});

/** The bug button (only when errors were caught) and its dialog: message, info, url and stack of each error. */
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Table } from 'semantic-ui-react';
import { useStores } from '../stores/index.ts';

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
      <Modal open={open} onClose={() => setOpen(false)} size="large" className="error-log-dialog">
        <Modal.Header>{t('errorLog.title')}</Modal.Header>
        <Modal.Content scrolling>
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
        </Modal.Content>
        <Modal.Actions>
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
        </Modal.Actions>
      </Modal>
    </>
  );
});

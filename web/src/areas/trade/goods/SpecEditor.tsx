/**
 * The goods form's specs and SKUs (docs/goods.md): spec names with their values as removable labels, the SKU rows
 * the values generate (one per combination), a batch fill of price, market price and stock over every row, and the
 * goods' price and stock as the SKUs make them, read only. Each problem shows on its input.
 */
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { SPEC_VALUES_MAX, SPECS_MAX, specText } from '../../../../../contract/resources/goodsSpecs.ts';
import type { FieldEditor, FieldEditorProps } from '../../../screens/descriptions/types.ts';
import { PictureInput } from '../../../screens/parts/Upload.tsx';
import { type BatchFill, batchFill, bodyOf, draftOf, type SkuDraft, type SkuRow, summaryOf, withSpecs } from './skuDraft.ts';

const Problem = ({ text }: { text?: string }) => (text ? <div className="field-error sku-error">{text}</div> : null);

/**
 * A spec's name and values. Its inputs check nothing on leaving them: a message appearing above the rows as the focus
 * moves to "add a spec" would move that button from under the click (the form checks them on saving, and again as
 * they change once refused).
 */
function SpecLine({ index, draft, errors, onChange }: { index: number; draft: SkuDraft; errors: FieldEditorProps['errors']; onChange(d: SkuDraft): void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const spec = draft.specs[index];
  const setSpec = (next: SkuDraft['specs'][number] | null) => {
    const specs = draft.specs.flatMap((s, i) => (i !== index ? [s] : next ? [next] : []));
    onChange(withSpecs(draft, specs));
  };
  const add = () => {
    const value = typed.trim();
    if (value !== '' && !spec.values.includes(value) && spec.values.length < SPEC_VALUES_MAX) setSpec({ ...spec, values: [...spec.values, value] });
    setTyped('');
  };
  // Enter adds the value; it must not submit the goods form around it
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };
  const nameError = errors[`specs.${index}.name`] ?? errors[`specs.${index}`];
  const valuesError = errors[`specs.${index}.values`];
  return (
    <div className="spec-line" data-spec={index}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          className="spec-name"
          style={{ width: '9em' }}
          aria-label={`${t('screens.trade.skus.specName')} ${index + 1}`}
          aria-invalid={Boolean(nameError) || undefined}
          placeholder={t('screens.trade.skus.specNameHint')}
          value={spec.name}
          onChange={(e) => setSpec({ ...spec, name: e.target.value })}
        />
        {spec.values.map((v) => (
          <span key={v} className="ui label spec-value">
            {v}
            <button type="button" className="remove-value" aria-label={t('screens.trade.skus.removeValue', { value: v })} onClick={() => setSpec({ ...spec, values: spec.values.filter((o) => o !== v) })}>
              ✕
            </button>
          </span>
        ))}
        <input
          className="spec-value-input"
          style={{ width: '11em' }}
          aria-label={`${spec.name || t('screens.trade.skus.specName')} ${t('screens.trade.skus.valueHint')}`}
          aria-invalid={Boolean(valuesError) || undefined}
          placeholder={t('screens.trade.skus.valueHint')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={onKey}
        />
        <button type="button" className="ui mini button add-value" onClick={add}>
          {t('screens.trade.skus.addValue')}
        </button>
        <button type="button" className="ui mini basic button remove-spec" onClick={() => setSpec(null)}>
          {t('screens.trade.skus.removeSpec')}
        </button>
      </div>
      <Problem text={nameError ?? valuesError} />
    </div>
  );
}

const CELLS: { key: keyof Omit<SkuRow, 'values' | 'picture'>; title: string; numeric?: 'decimal' | 'numeric' }[] = [
  { key: 'price', title: 'screens.trade.skus.salePrice', numeric: 'decimal' },
  { key: 'market_price', title: 'screens.trade.skus.marketPrice', numeric: 'decimal' },
  { key: 'stock', title: 'screens.trade.skus.stock', numeric: 'numeric' },
  { key: 'code', title: 'screens.trade.skus.code' },
];

function SpecEditor({ id, value, onChange, onBlur, errors }: FieldEditorProps) {
  const { t } = useTranslation();
  const draft = value as SkuDraft;
  const [fill, setFill] = useState<BatchFill>({ price: '', market_price: '', stock: '' });
  const setRow = (i: number, patch: Partial<SkuRow>) => onChange({ ...draft, rows: draft.rows.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const summary = summaryOf(draft);
  return (
    <div id={id} className="spec-editor">
      {draft.specs.map((_s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a spec is its place in the list (its name is being typed)
        <SpecLine key={i} index={i} draft={draft} errors={errors} onChange={onChange} />
      ))}
      {draft.specs.length === 0 && <p className="muted">{t('screens.trade.skus.noSpecs')}</p>}
      {draft.specs.length < SPECS_MAX && (
        <button type="button" className="ui mini button add-spec" onClick={() => onChange(withSpecs(draft, [...draft.specs, { name: '', values: [] }]))}>
          <i className="plus icon" />
          {t('screens.trade.skus.addSpec')}
        </button>
      )}
      <div className="sku-batch" style={{ display: 'flex', gap: 8, alignItems: 'center', margin: '8px 0' }}>
        <span>{t('screens.trade.skus.batch')}</span>
        {(['price', 'market_price', 'stock'] as const).map((k) => (
          <input
            key={k}
            name={`batch-${k}`}
            style={{ width: '8em' }}
            inputMode={k === 'stock' ? 'numeric' : 'decimal'}
            aria-label={`${t('screens.trade.skus.batch')} ${t(CELLS.find((c) => c.key === k)!.title)}`}
            placeholder={t(CELLS.find((c) => c.key === k)!.title)}
            value={fill[k]}
            onChange={(e) => setFill({ ...fill, [k]: e.target.value })}
          />
        ))}
        <button type="button" className="ui mini button batch-fill" onClick={() => onChange(batchFill(draft, fill))}>
          {t('screens.trade.skus.batchFill')}
        </button>
      </div>
      <div style={{ overflowX: 'auto' }}>
      <table className="ui very compact table sku-rows">
        <thead>
          <tr>
            <th>{t('screens.trade.skus.spec')}</th>
            {CELLS.map((c) => (
              <th key={c.key}>{t(c.title)}</th>
            ))}
            <th>{t('screens.trade.skus.picture')}</th>
          </tr>
        </thead>
        <tbody>
          {draft.rows.map((row, i) => {
            const spec = row.values.length === 0 ? t('screens.trade.skus.default') : specText(row.values);
            return (
              <tr key={spec} data-sku={spec}>
                <td>
                  {spec}
                  <Problem text={errors[`skus.${i}.values`]} />
                </td>
                {CELLS.map((c) => {
                  const error = errors[`skus.${i}.${c.key}`];
                  return (
                    <td key={c.key}>
                      <input
                        id={`${id}-${i}-${c.key}`}
                        name={c.key}
                        style={{ width: c.key === 'code' ? '8em' : '6.5em' }}
                        inputMode={c.numeric}
                        aria-label={`${spec} ${t(c.title)}`}
                        aria-invalid={Boolean(error) || undefined}
                        value={row[c.key]}
                        onChange={(e) => setRow(i, { [c.key]: e.target.value })}
                        onBlur={onBlur}
                      />
                      <Problem text={error} />
                    </td>
                  );
                })}
                <td className="sku-picture">
                  <PictureInput id={`${id}-picture-${i}`} value={row.picture} onChange={(picture) => setRow(i, { picture })} onBlur={onBlur} />
                  <Problem text={errors[`skus.${i}.picture`]} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      </div>
      <Problem text={errors.skus ?? errors.specs} />
      <p className="sku-summary muted">
        {summary
          ? t('screens.trade.skus.summary', { price: formatMoney(summary.price), market: formatMoney(summary.market_price), stock: summary.stock })
          : t('screens.trade.skus.summaryNone')}
      </p>
    </div>
  );
}

/** The goods form's `specs` and `skus`, one editor. */
export const SPECS_AND_SKUS: FieldEditor = {
  initial: (record) => draftOf(record as Parameters<typeof draftOf>[0]),
  body: (value) => bodyOf(value as SkuDraft),
  owns: ['specs', 'skus'],
  Input: SpecEditor,
};

/**
 * Making a platform recharge: the recharge type is chosen among the enabled types (loaded when the form opens); the
 * recharge then waits for the voucher review and the owner's approval before any money moves.
 */
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { z } from 'zod';
import type { EnumDef, EnumOption } from '../../../../contract/enums.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { MEMBER_PHONE_TITLE } from '../../../../contract/resources/money/assets.ts';
import { type RechargeType, rechargeInput } from '../../../../contract/resources/money/recharges.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { useApiMutation, useApiQuery } from '../../hooks/useApi.ts';
import { FormModal } from '../../screens/parts/FormModal.tsx';
import { answerOf } from '../../screens/hooks/useSchemaForm.ts';

/** The enabled types as a select's options, showing the bonus and the range. */
function typeOptions(types: readonly RechargeType[]): EnumDef<number> {
  const options: Record<number, EnumOption> = {};
  for (const t of types) {
    const bonus = t.bonus_percent > 0 ? ` +${t.bonus_percent}%` : '';
    options[t.id] = { zh: `${t.name}${bonus}（${t.min_amount}-${t.max_amount}）`, en: `${t.name}${bonus} (${t.min_amount}-${t.max_amount})` };
  }
  return { options, values: types.map((t) => t.id), schema: z.number() };
}

const { create } = RESOURCE_ENDPOINTS.platformRecharges;

export function RechargeTool({ reload }: { reload(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // the enabled types, asked when the form opens (a type enabled meanwhile is offered)
  const types = useApiQuery(RESOURCE_ENDPOINTS.rechargeTypes.list, { query: { enabled: 'true', limit: 100, sort: 'sort' } }, { enabled: open });
  const options = useMemo(() => (types.data ? typeOptions((types.data as ListData<RechargeType>).list) : undefined), [types.data]);
  // the contract defines it: a missing one is a programming error
  const save = useApiMutation(create as NonNullable<typeof create>);
  const submit = async (body: Record<string, unknown>) => {
    const refusal = await answerOf(save.mutateAsync({ body: body as never }));
    if (refusal !== undefined) return refusal;
    toast.success(t('screens.money.recharge.made'), { className: 'console-toast success' });
    setOpen(false);
    reload();
    return undefined;
  };
  return (
    <>
      <Button primary icon="plus" content={t('screens.money.recharge.open')} onClick={() => setOpen(true)} className="recharge-button" />
      {open && !options && <LoadState loading={types.isFetching} error={types.error?.message} hasData={false} retry={() => void types.refetch()} />}
      {open && options && (
        <FormModal
          title={t('screens.money.recharge.open')}
          fields={[
            { name: 'mobile', input: 'text' },
            { name: 'type_id', input: 'select', options },
            { name: 'amount', input: 'money' },
            { name: 'remark', input: 'textarea' },
          ]}
          titles={{ ...RESOURCES.platformRecharges.fields, mobile: MEMBER_PHONE_TITLE }}
          schema={rechargeInput}
          onSubmit={submit}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

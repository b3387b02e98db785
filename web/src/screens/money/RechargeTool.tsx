/**
 * Making a platform recharge: the recharge type is chosen among the enabled types (loaded when the form opens); the
 * recharge then waits for the voucher review and the owner's approval before any money moves.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { z } from 'zod';
import type { EnumDef, EnumOption } from '../../../../contract/enums.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { MEMBER_PHONE_TITLE } from '../../../../contract/resources/money/assets.ts';
import { type RechargeType, rechargeInput } from '../../../../contract/resources/money/recharges.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useStores } from '../../stores/index.ts';
import { FormModal } from '../parts/FormModal.tsx';

/** The enabled types as a select's options, showing the bonus and the range. */
function typeOptions(types: readonly RechargeType[]): EnumDef<number> {
  const options: Record<number, EnumOption> = {};
  for (const t of types) {
    const bonus = t.bonus_percent > 0 ? ` +${t.bonus_percent}%` : '';
    options[t.id] = { zh: `${t.name}${bonus}（${t.min_amount}-${t.max_amount}）`, en: `${t.name}${bonus} (${t.min_amount}-${t.max_amount})` };
  }
  return { options, values: types.map((t) => t.id), schema: z.number() };
}

export function RechargeTool({ reload }: { reload(): void }) {
  const { t } = useTranslation();
  const { api } = useStores();
  const [types, setTypes] = useState<EnumDef<number> | null>(null);
  const open = async () => {
    const answer = await api(RESOURCE_ENDPOINTS.rechargeTypes.list, { query: { enabled: 'true', limit: 100, sort: 'sort' } });
    if (isOk(answer)) setTypes(typeOptions((answer.data as ListData<RechargeType>).list));
  };
  const submit = async (body: Record<string, unknown>) => {
    const create = RESOURCE_ENDPOINTS.platformRecharges.create;
    if (!create) return '';
    const answer = await api(create, { body });
    if (!isOk(answer)) return failureText(answer) ?? '';
    toast.success(t('screens.money.recharge.made'), { className: 'console-toast success' });
    setTypes(null);
    reload();
    return undefined;
  };
  return (
    <>
      <Button primary icon="plus" content={t('screens.money.recharge.open')} onClick={open} className="recharge-button" />
      {types && (
        <FormModal
          title={t('screens.money.recharge.open')}
          fields={[
            { name: 'mobile', input: 'text' },
            { name: 'type_id', input: 'select', options: types },
            { name: 'amount', input: 'money' },
            { name: 'remark', input: 'textarea' },
          ]}
          titles={{ ...RESOURCES.platformRecharges.fields, mobile: MEMBER_PHONE_TITLE }}
          schema={rechargeInput}
          onSubmit={submit}
          onClose={() => setTypes(null)}
        />
      )}
    </>
  );
}

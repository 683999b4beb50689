import type { PricePlan } from '@stages/contracts';
import { BooleanField, DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';

/** A plan's limit and price as the pricing page words them. */
const usePlanTexts = () => {
  const translate = useTranslate();
  const format = useFormats();
  return {
    stages: (plan: PricePlan) => plan.max_stages ?? translate('admin.unlimited'),
    price: (plan: PricePlan) =>
      plan.yearly_price_cents === null
        ? translate('admin.on_demand')
        : format.price(plan.yearly_price_cents),
  };
};

const PricePlanTable = () => {
  const texts = usePlanTexts();
  return (
    <DataTable<PricePlan> bulkActionButtons={false} rowClick="edit">
      <DataTable.Col source="name" disableSort />
      <DataTable.Col source="max_stages" disableSort align="right" render={texts.stages} />
      <DataTable.Col source="yearly_price_cents" disableSort align="right" render={texts.price} />
      <DataTable.Col source="automatic_documents" disableSort field={BooleanField} />
      <DataTable.Col source="update_years" disableSort align="right" />
      <DataTable.Col source="support_tickets_per_year" disableSort align="right" />
    </DataTable>
  );
};

const PricePlanLines = () => {
  const translate = useTranslate();
  const texts = usePlanTexts();
  return (
    <SimpleList<PricePlan>
      rowClick="edit"
      primaryText={(plan) => plan.name}
      secondaryText={(plan) => texts.price(plan)}
      tertiaryText={(plan) =>
        plan.max_stages === null
          ? translate('admin.price_plans.stages_unlimited')
          : translate('admin.price_plans.stages_count', { smart_count: plan.max_stages })
      }
    />
  );
};

/** The API sends every plan at once, in the order the pricing page shows them. */
export const PricePlanList = () => (
  <List<PricePlan> pagination={false} exporter={false}>
    {useWideScreen() ? <PricePlanTable /> : <PricePlanLines />}
  </List>
);

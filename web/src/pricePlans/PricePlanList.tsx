import type { PricePlan } from '@stages/contracts';
import { BooleanField, DataTable, List, useLocaleState, useTranslate } from 'react-admin';
import { intlLocale, isLocale } from '../i18n/locales';

/** The API sends every plan at once, in the order the pricing page shows them. */
export const PricePlanList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const price = new Intl.NumberFormat(intlLocale[isLocale(locale) ? locale : 'fr'], {
    style: 'currency',
    currency: 'EUR',
  });
  return (
    <List<PricePlan> pagination={false} exporter={false}>
      <DataTable<PricePlan> bulkActionButtons={false} rowClick="edit">
        <DataTable.Col source="name" disableSort />
        <DataTable.Col
          source="max_stages"
          disableSort
          align="right"
          render={(plan: PricePlan) => plan.max_stages ?? translate('admin.unlimited')}
        />
        <DataTable.Col
          source="yearly_price_cents"
          disableSort
          align="right"
          render={(plan: PricePlan) =>
            plan.yearly_price_cents === null
              ? translate('admin.on_demand')
              : price.format(plan.yearly_price_cents / 100)
          }
        />
        <DataTable.Col source="automatic_documents" disableSort field={BooleanField} />
        <DataTable.Col source="update_years" disableSort align="right" />
        <DataTable.Col source="support_tickets_per_year" disableSort align="right" />
      </DataTable>
    </List>
  );
};

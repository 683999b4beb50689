import type { StageSummary } from '@stages/contracts';
import {
  DataTable,
  DateField,
  FunctionField,
  List,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { intlLocale, isLocale } from '../i18n/locales';

/** The public catalogue, soonest first. Filters and the stage page come with the public site. */
export const StageList = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const formatLocale = intlLocale[isLocale(locale) ? locale : 'fr'];
  const price = new Intl.NumberFormat(formatLocale, { style: 'currency', currency: 'EUR' });
  return (
    <List<StageSummary>
      sort={{ field: 'starts_at', order: 'ASC' }}
      perPage={25}
      exporter={false}
      disableAuthentication
    >
      <DataTable<StageSummary> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="organization.name" disableSort />
        <DataTable.Col source="city" disableSort />
        <DataTable.Col source="starts_at">
          <DateField source="starts_at" locales={formatLocale} />
        </DataTable.Col>
        <DataTable.Col source="ends_at" disableSort>
          <DateField source="ends_at" locales={formatLocale} />
        </DataTable.Col>
        <DataTable.Col source="ages" disableSort>
          <FunctionField<StageSummary>
            render={(stage) =>
              translate('resources.stages.ages', { min: stage.min_age, max: stage.max_age })
            }
          />
        </DataTable.Col>
        <DataTable.Col source="cost_cents" disableSort align="right">
          <FunctionField<StageSummary> render={(stage) => price.format(stage.cost_cents / 100)} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};

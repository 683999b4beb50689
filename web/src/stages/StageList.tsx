import type { StageSummary } from '@stages/contracts';
import {
  BooleanInput,
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  List,
  SearchInput,
  TextInput,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { intlLocale, isLocale } from '../i18n/locales';

/** Filters live in the address (react-admin's `filter` parameter): a search can be shared. */
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="start_from" source="start_from" alwaysOn />,
  <DateInput key="end_until" source="end_until" alwaysOn />,
  <TextInput key="month" source="month" type="month" alwaysOn />,
  <BooleanInput key="open" source="open" alwaysOn />,
];

/**
 * The public catalogue, soonest first: /stages, or /stages/{orgSlug} for one organization's.
 * A row opens the stage's page.
 */
export const StageList = () => {
  const translate = useTranslate();
  const { orgSlug } = useParams<'orgSlug'>();
  const [locale] = useLocaleState();
  const formatLocale = intlLocale[isLocale(locale) ? locale : 'fr'];
  const price = new Intl.NumberFormat(formatLocale, { style: 'currency', currency: 'EUR' });
  return (
    <List<StageSummary>
      resource="stages"
      sort={{ field: 'starts_at', order: 'ASC' }}
      perPage={25}
      exporter={false}
      disableAuthentication
      filters={filters}
      {...(orgSlug ? { filter: { organization: orgSlug }, storeKey: `stages.${orgSlug}` } : {})}
    >
      <DataTable<StageSummary>
        bulkActionButtons={false}
        rowClick={(_id, _resource, stage) => `/stage/${stage.slug}`}
      >
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
        <DataTable.Col source="cost_cents" align="right">
          <FunctionField<StageSummary> render={(stage) => price.format(stage.cost_cents / 100)} />
        </DataTable.Col>
        <DataTable.Col source="remaining_places" disableSort align="right" />
      </DataTable>
    </List>
  );
};

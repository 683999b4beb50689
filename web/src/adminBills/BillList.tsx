import type { BillListItem } from '@stages/contracts';
import { DataTable, FunctionField, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
import {
  BillAmount,
  BillDocuments,
  BillTotalsBar,
  PaymentStatusChip,
  paymentStatusChoices,
  useBillWords,
  yearOptions,
} from '../bills';
import { enrolledChildName } from '../enrollments/enrolledChildName';
import { CompactPriceLines } from '../enrollments/PriceLines';
import { organizationFilter, searchFilter } from '../layout/listFilters';
import { useWideScreen } from '../layout/useWideScreen';

// The words search the child's and the stage's names; the organization is picked by name.
const filters = [
  searchFilter,
  organizationFilter('resources.admin/bills.fields.organization_name'),
  <SelectInput
    key="payment_status"
    source="payment_status"
    choices={paymentStatusChoices}
    alwaysOn
  />,
  <SelectInput key="year" source="year" choices={yearOptions} alwaysOn />,
];

/** The amount, with what it is made of in small print when the bill has several lines. */
const Money = () => (
  <FunctionField<BillListItem> render={(bill) => <BillAmount bill={bill} narrow align="right" />} />
);

const Day = ({ source }: { readonly source: 'issued_on' | 'due_date' | 'payment_date' }) => {
  const words = useBillWords();
  return <FunctionField<BillListItem> render={(bill) => words.day(bill[source])} />;
};

const BillTable = () => (
  <DataTable<BillListItem> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="organization_name" disableSort />
    <DataTable.Col source="invoice_number">
      <FunctionField<BillListItem> render={(bill) => <BillDocuments bill={bill} compact />} />
    </DataTable.Col>
    <DataTable.Col source="child_last_name">
      <FunctionField<BillListItem> render={enrolledChildName} />
    </DataTable.Col>
    <DataTable.Col source="stage_name" disableSort />
    <DataTable.Col source="amount_cents" align="right">
      <Money />
    </DataTable.Col>
    <DataTable.Col source="issued_on">
      <Day source="issued_on" />
    </DataTable.Col>
    <DataTable.Col source="due_date">
      <Day source="due_date" />
    </DataTable.Col>
    <DataTable.Col source="payment_status" disableSort>
      <FunctionField<BillListItem>
        render={(bill) => <PaymentStatusChip status={bill.payment_status} />}
      />
    </DataTable.Col>
    <DataTable.Col source="payment_date">
      <Day source="payment_date" />
    </DataTable.Col>
  </DataTable>
);

/**
 * On a phone each bill is a line: the child and the invoice, the organization, the sums, then
 * the bill's lines when it has several.
 */
const BillLines = () => {
  const translate = useTranslate();
  const words = useBillWords();
  return (
    <SimpleList<BillListItem>
      linkType={false}
      primaryText={(bill) => [enrolledChildName(bill), bill.invoice_number].join(' · ')}
      secondaryText={(bill) => (
        <>
          {[
            bill.organization_name,
            bill.stage_name,
            words.amount(bill),
            bill.payment_status ? translate(`app.bills.status.${bill.payment_status}`) : null,
            words.paid(bill),
          ]
            .filter(Boolean)
            .join(' · ')}
          <CompactPriceLines lines={bill.lines} narrow />
        </>
      )}
      tertiaryText={(bill) => words.day(bill.issued_on)}
    />
  );
};

/** Every bill on the platform, newest first, to answer a family or an organization. Read-only. */
export const BillList = () => (
  <List<BillListItem>
    filters={filters}
    sort={{ field: 'issued_on', order: 'DESC' }}
    perPage={25}
    exporter={false}
  >
    <BillTotalsBar totalsPath="/admin/bills/totals/" />
    {useWideScreen() ? <BillTable /> : <BillLines />}
  </List>
);

import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import {
  formatIban,
  type BankStatementReport,
  type StatementCredit,
  type UnmatchedReason,
} from '@stages/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { MarkPaidButton } from '../bills';
import { useFormats } from '../providers/useFormats';

type Unmatched = StatementCredit & { reason: UnmatchedReason };

/** A short table that scrolls sideways on a phone rather than widen the page. */
const CreditTable = ({
  head,
  children,
}: {
  readonly head: readonly string[];
  readonly children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((label) => (
              <TableCell key={label}>{translate(label)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
};

/** A credit whose amount was not the bill's may still be marked paid by hand, on its day. */
const HandMarking = ({ credit }: { readonly credit: Unmatched }) => {
  const [done, setDone] = useState(false);
  const translate = useTranslate();
  if (
    !credit.enrollment_id ||
    (credit.reason !== 'amount_short' && credit.reason !== 'amount_over')
  ) {
    return null;
  }
  if (done) return <>{translate('app.statements.marked_by_hand')}</>;
  const [first_name, ...rest] = (credit.child_name ?? '').split(' ');
  return (
    <MarkPaidButton
      label="app.statements.mark_by_hand"
      defaultDate={credit.booking_date}
      bill={{
        id: credit.enrollment_id,
        child_first_name: first_name ?? null,
        child_last_name: rest.join(' ') || null,
        invoice_number: credit.invoice_number,
        amount_cents: credit.bill_amount_cents,
      }}
      onDone={() => setDone(true)}
    />
  );
};

/** What an import did: its counts, the bills marked paid, and the credits left to look at. */
export const StatementReportView = ({ report }: { readonly report: BankStatementReport }) => {
  const translate = useTranslate();
  const format = useFormats();
  const day = (value: string) => format.date(value);
  return (
    <Stack spacing={2} component="section" aria-label={translate('app.statements.report')}>
      <Box>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {translate('app.statements.report_title', { name: report.file_name })}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[
            format.dateTime(report.imported_at),
            report.format === 'coda' ? 'CODA' : 'camt.053',
            report.account_iban ? formatIban(report.account_iban) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      {report.imported_before && (
        <Alert severity="info" role="status">
          {translate('app.statements.imported_before')}
        </Alert>
      )}
      <Typography data-testid="statement-counts">
        {translate('app.statements.counts', {
          credits_read: translate('app.statements.credits_read', { smart_count: report.credits }),
          debits_read: translate('app.statements.debits_read', { smart_count: report.debits }),
          outcome: translate('app.statements.summary', {
            bills_matched: translate('app.statements.matched', {
              smart_count: report.matched.length,
            }),
            credits_to_examine: translate('app.statements.to_examine', {
              smart_count: report.unmatched.length,
            }),
          }),
        })}
      </Typography>
      <Box>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('app.statements.matched', { smart_count: report.matched.length })}
        </Typography>
        {report.matched.length > 0 && (
          <CreditTable
            head={[
              'app.bills.invoice_number',
              'app.enrollments.child',
              'app.bills.amount',
              'app.statements.booking_date',
            ]}
          >
            {report.matched.map((credit) => (
              <TableRow key={credit.entry_reference}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{credit.invoice_number}</TableCell>
                <TableCell>{credit.child_name}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {format.price(credit.amount_cents)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(credit.booking_date)}</TableCell>
              </TableRow>
            ))}
          </CreditTable>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {translate('app.statements.unmatched', { smart_count: report.unmatched.length })}
        </Typography>
        {report.unmatched.length > 0 && (
          <CreditTable
            head={[
              'app.statements.booking_date',
              'app.bills.amount',
              'app.statements.credit',
              'app.statements.reason',
              'app.enrollments.actions',
            ]}
          >
            {report.unmatched.map((credit) => (
              <TableRow key={credit.entry_reference}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(credit.booking_date)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {format.price(credit.amount_cents, credit.currency)}
                </TableCell>
                <TableCell>
                  <Stack>
                    {credit.counterparty && <span>{credit.counterparty}</span>}
                    <Box
                      component="span"
                      sx={{ color: 'text.secondary', fontFamily: 'monospace', fontSize: '0.8rem' }}
                    >
                      {credit.communication ?? credit.free_text}
                    </Box>
                    {credit.invoice_number && (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {translate('app.statements.names_bill', {
                          invoice: credit.invoice_number,
                          name: credit.child_name ?? '',
                          amount:
                            credit.bill_amount_cents === null
                              ? ''
                              : format.price(credit.bill_amount_cents),
                        })}
                      </Box>
                    )}
                  </Stack>
                </TableCell>
                <TableCell>{translate(`app.statements.reasons.${credit.reason}`)}</TableCell>
                <TableCell>
                  <HandMarking credit={credit} />
                </TableCell>
              </TableRow>
            ))}
          </CreditTable>
        )}
      </Box>
    </Stack>
  );
};

import {
  Box,
  List,
  ListItem,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { OrganizationSubscription, SubscriptionHistoryEntry } from '@stages/contracts';
import { useId } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';
import { planLabel } from './SubscriptionState';

const prefix = 'admin.subscriptions.history';
const COLUMNS = ['occurred_at', 'kind', 'plan', 'end_date', 'amount', 'note', 'actor'] as const;
type Column = (typeof COLUMNS)[number];

/** Each entry's cells as text, in the reader's language; an empty cell is an empty string. */
function useCells() {
  const translate = useTranslate();
  const format = useFormats();
  return (entry: SubscriptionHistoryEntry): Record<Column, string> => ({
    occurred_at: format.dateTime(entry.occurred_at),
    kind: translate(`admin.subscriptions.kinds.${entry.kind}`),
    plan: entry.plan ? translate(planLabel(entry.plan)) : '',
    end_date: entry.end_date ? format.date(entry.end_date) : '',
    amount: entry.amount_cents === null ? '' : format.price(entry.amount_cents),
    note: entry.note ?? '',
    // What the payment provider reported has no administrator behind it; a grant without one
    // was the platform's own (the demo's).
    actor:
      entry.actor_name ??
      translate(entry.kind === 'granted' ? `${prefix}.platform` : `${prefix}.provider`),
  });
}

const HistoryTable = ({ entries }: { readonly entries: SubscriptionHistoryEntry[] }) => {
  const translate = useTranslate();
  const cells = useCells();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column}>{translate(`${prefix}.columns.${column}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry, index) => {
          const row = cells(entry);
          return (
            <TableRow key={`${entry.occurred_at}-${index}`}>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  align={column === 'amount' ? 'right' : 'left'}
                  sx={column === 'note' ? { whiteSpace: 'pre-line' } : { whiteSpace: 'nowrap' }}
                >
                  {row[column]}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};

/** On a phone, an entry is a line: what happened and when, then the rest. */
const HistoryLines = ({ entries }: { readonly entries: SubscriptionHistoryEntry[] }) => {
  const cells = useCells();
  return (
    <List dense disablePadding>
      {entries.map((entry, index) => {
        const row = cells(entry);
        return (
          <ListItem key={`${entry.occurred_at}-${index}`} disableGutters divider>
            <ListItemText
              primary={`${row.kind} · ${row.occurred_at}`}
              secondary={[row.plan, row.end_date, row.amount, row.note, row.actor]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        );
      })}
    </List>
  );
};

/** Every step of the organization's plan, the latest first. */
export const SubscriptionHistory = () => {
  const subscription = useRecordContext<OrganizationSubscription>();
  const translate = useTranslate();
  const wide = useWideScreen();
  const heading = useId();
  if (!subscription) return null;
  // Newest first, in the stream's order as the server gives it.
  const entries = subscription.history;
  return (
    <Box component="section" aria-labelledby={heading} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={heading} variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(`${prefix}.title`)}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2">{translate(`${prefix}.empty`)}</Typography>
      ) : wide ? (
        <Box sx={{ overflowX: 'auto' }}>
          <HistoryTable entries={entries} />
        </Box>
      ) : (
        <HistoryLines entries={entries} />
      )}
    </Box>
  );
};

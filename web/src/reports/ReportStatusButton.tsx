import DoneIcon from '@mui/icons-material/Done';
import ReplayIcon from '@mui/icons-material/Replay';
import type { Report } from '@stages/contracts';
import type { MouseEvent } from 'react';
import { Button, useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';

/** Marks a report handled, or open again. */
export const ReportStatusButton = () => {
  const report = useRecordContext<Report>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<Report>();
  if (!report) return null;

  const status = report.status === 'open' ? 'resolved' : 'open';
  const change = (event: MouseEvent) => {
    // In the list the button sits in a row that opens the report.
    event.stopPropagation();
    void update(
      'admin/reports',
      { id: report.id, data: { status }, previousData: report },
      {
        onSuccess: () => {
          notify(`admin.reports.${status}_notice`, { type: 'success' });
          // The list is usually filtered by status: the report must leave it.
          refresh();
        },
        onError: (error) => notify(error.message, { type: 'error' }),
      },
    );
  };
  return (
    <Button
      label={status === 'resolved' ? 'admin.reports.resolve' : 'admin.reports.reopen'}
      onClick={change}
      disabled={isPending}
    >
      {status === 'resolved' ? <DoneIcon /> : <ReplayIcon />}
    </Button>
  );
};

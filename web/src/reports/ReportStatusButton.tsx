import DoneIcon from '@mui/icons-material/Done';
import ReplayIcon from '@mui/icons-material/Replay';
import type { Report } from '@stages/contracts';
import { useNotify, useRecordContext, useRefresh, useUpdate } from 'react-admin';
import { ConfirmButton } from '../layout/ConfirmButton';

/** Marks a report handled, or open again; asked first, as it leaves the to-do list. */
export const ReportStatusButton = () => {
  const report = useRecordContext<Report>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<Report>();
  if (!report) return null;

  const status = report.status === 'open' ? 'resolved' : 'open';
  const change = async () => {
    try {
      await update(
        'admin/reports',
        { id: report.id, data: { status }, previousData: report },
        {
          mutationMode: 'pessimistic',
          returnPromise: true,
          onSuccess: () => {
            notify(`admin.reports.${status}_notice`, { type: 'success' });
            // The list is usually filtered by status: the report must leave it.
            refresh();
          },
          onError: (error) => notify(error.message, { type: 'error' }),
        },
      );
    } catch {
      // Already told by onError.
    }
  };
  const resolving = status === 'resolved';
  return (
    <ConfirmButton
      label={resolving ? 'admin.reports.resolve' : 'admin.reports.reopen'}
      icon={resolving ? <DoneIcon /> : <ReplayIcon />}
      title={resolving ? 'admin.reports.resolve_title' : 'admin.reports.reopen_title'}
      content={resolving ? 'admin.reports.resolve_content' : 'admin.reports.reopen_content'}
      messageArgs={{ name: report.target_name }}
      disabled={isPending}
      onConfirm={change}
    />
  );
};

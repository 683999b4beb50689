import { Link } from '@mui/material';
import type { Report } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** Where an administrator acts on what was reported: the organization's file, or the stage in the moderation list. */
export const ReportTargetLink = () => {
  const report = useRecordContext<Report>();
  if (!report) return null;
  const path =
    report.target_type === 'stage'
      ? `/admin/stages?filter=${encodeURIComponent(JSON.stringify({ q: report.target_name }))}`
      : `/admin/organizations/${report.target_id}/show`;
  return (
    <Link
      component={RouterLink}
      to={path}
      // In the list the link sits in a row that opens the report.
      onClick={(event) => event.stopPropagation()}
    >
      {report.target_name}
    </Link>
  );
};

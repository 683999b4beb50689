import { Link } from '@mui/material';
import type { Report } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** The reported page as the public sees it. */
export const ReportTargetLink = () => {
  const report = useRecordContext<Report>();
  if (!report) return null;
  const path =
    report.target_type === 'stage'
      ? `/stage/${report.target_slug}`
      : `/organizations/${report.target_slug}`;
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

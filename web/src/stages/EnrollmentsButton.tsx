import GroupsIcon from '@mui/icons-material/Groups';
import type { StageSummary } from '@stages/contracts';
import { Button, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

/** To the stage's enrollments, where the organizer decides on requests. */
export const EnrollmentsButton = () => {
  const stage = useRecordContext<StageSummary>();
  if (!stage) return null;
  return (
    <Button
      component={Link}
      to={`/organization/settings/stage/${stage.slug}`}
      label="app.stages.enrollments"
      onClick={(event) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <GroupsIcon />
    </Button>
  );
};

import GroupsIcon from '@mui/icons-material/Groups';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { StageSummary } from '@stages/contracts';
import type { ReactElement } from 'react';
import { useRecordContext } from 'react-admin';
import { Button } from '../layout/Button';
import { Link } from 'react-router-dom';

/** The stage's enrollments, where its organizer decides on requests. */
export const stageEnrollmentsPath = (slug: string) => `/organization/settings/stage/${slug}`;

/** The page where the organizer registers a child on a family's behalf. */
export const addChildPath = (slug: string) => `${stageEnrollmentsPath(slug)}/add-child`;

/** A link from the stage in context to one of its pages; in a list row, it opens only itself. */
const StageLink = ({
  path,
  label,
  icon,
}: {
  readonly path: (slug: string) => string;
  readonly label: string;
  readonly icon: ReactElement;
}) => {
  const stage = useRecordContext<StageSummary>();
  if (!stage) return null;
  return (
    <Button
      component={Link}
      to={path(stage.slug)}
      label={label}
      onClick={(event) => event.stopPropagation()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {icon}
    </Button>
  );
};

/** To the stage's enrollments, where the organizer decides on requests. */
export const EnrollmentsButton = () => (
  <StageLink path={stageEnrollmentsPath} label="app.stages.enrollments" icon={<GroupsIcon />} />
);

/** To register a child the organizer was told of by phone or on paper. */
export const AddChildButton = () => (
  <StageLink path={addChildPath} label="app.stage_enrollments.add_child" icon={<PersonAddIcon />} />
);

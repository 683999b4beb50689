import { UpdateStageRequest } from '@stages/contracts';
import { Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { StageForm } from './StageForm';
import { StageEditActions } from './StageEditActions';

/** At /stage/manage/{slug}: the organizer edits a stage until it ends. */
export const StageEdit = () => {
  const { slug } = useParams<'slug'>();
  return (
    <Edit
      resource="stage/manage"
      id={slug}
      mutationMode="pessimistic"
      redirect={false}
      actions={<StageEditActions />}
    >
      <StageForm schema={UpdateStageRequest} creating={false} />
    </Edit>
  );
};

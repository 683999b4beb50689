import { UpdateStageRequest } from '@stages/contracts';
import { EditBase, EditView, HttpError, useEditContext } from 'react-admin';
import { useParams } from 'react-router-dom';
import { StageForm, stageTransform } from './StageForm';
import { StageEditActions } from './StageEditActions';
import { StageRefusal } from './StageRefusal';
import { TakenDownNotice } from './TakenDownNotice';

/** The data provider names the API's refusal `errors.<code>`. */
const codeOf = (error: unknown) =>
  error instanceof HttpError && error.message.startsWith('errors.')
    ? error.message.slice('errors.'.length)
    : 'server.error';

const StageEditView = ({ slug }: { slug: string }) => {
  const { error } = useEditContext();
  if (error) {
    return <StageRefusal code={codeOf(error)} slug={slug} title="app.stages.edit_title" />;
  }
  return (
    <EditView actions={<StageEditActions />}>
      <TakenDownNotice />
      <StageForm schema={UpdateStageRequest} creating={false} />
    </EditView>
  );
};

/**
 * At /stage/manage/{slug}: the organizer edits a stage until it ends. Another organization's
 * stage, or an unknown one, is said to be so here: react-admin's way would be to send them to
 * the list, which for this resource is the creation form.
 */
export const StageEdit = () => {
  const { slug = '' } = useParams<'slug'>();
  return (
    <EditBase
      resource="stage/manage"
      id={slug}
      mutationMode="pessimistic"
      redirect={false}
      transform={stageTransform}
      queryOptions={{ onError: () => undefined }}
    >
      <StageEditView slug={slug} />
    </EditBase>
  );
};

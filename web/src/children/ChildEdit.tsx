import { Alert, Button } from '@mui/material';
import type { Child } from '@stages/contracts';
import {
  DeleteWithConfirmButton,
  EditBase,
  Loading,
  useEditContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ChildForm } from './ChildForm';
import { FormPage } from '../layout/FormPage';
import { CHILDREN_TAB, childName } from './childName';
import { HealthViewsSection } from './HealthViewsSection';

/** Deleting, asked first in a dialog naming the child; the children's tab follows. */
const DeleteChild = ({ name }: { name: string }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <DeleteWithConfirmButton
      resource="children"
      mutationMode="pessimistic"
      titleTranslateOptions={{ recordRepresentation: name }}
      contentTranslateOptions={{ recordRepresentation: name }}
      mutationOptions={{
        onSuccess: () => {
          notify('resources.children.notifications.deleted', {
            type: 'success',
            messageArgs: { name },
          });
          void navigate(CHILDREN_TAB);
        },
      }}
    />
  );
};

const ChildEditView = () => {
  const translate = useTranslate();
  const { record, error, isPending } = useEditContext<Child>();
  if (isPending) return <Loading />;
  if (error || !record) {
    return (
      <FormPage title={translate('resources.children.page.not_found')}>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('errors.child.not_found')}
        </Alert>
        <Button component={Link} to={CHILDREN_TAB} variant="outlined">
          {translate('app.children.back')}
        </Button>
      </FormPage>
    );
  }
  const name = childName(record);
  return (
    <FormPage title={translate('resources.children.page.edit', { recordRepresentation: name })}>
      <ChildForm
        // A child added before photos were asked about holds `no` until a parent answers here.
        record={record.photo_consent_answered ? record : { ...record, photo_consent: null }}
        actions={<DeleteChild name={name} />}
      />
      <HealthViewsSection childId={record.id} />
    </FormPage>
  );
};

/** At /parent/add-child/{childId}: the parent changes or deletes one of their children. */
export const ChildEdit = () => {
  const { childId = '' } = useParams<'childId'>();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <EditBase
      resource="children"
      id={childId}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ onError: () => undefined }}
      mutationOptions={{
        onSuccess: (child: Child) => {
          notify('resources.children.notifications.updated', {
            type: 'success',
            messageArgs: { name: childName(child) },
          });
          void navigate(CHILDREN_TAB);
        },
      }}
    >
      <ChildEditView />
    </EditBase>
  );
};

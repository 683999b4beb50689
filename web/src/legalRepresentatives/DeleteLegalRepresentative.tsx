import { DeleteWithConfirmButton, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CHILDREN_TAB } from '../children/childName';
import { LEGAL_REPRESENTATIVES } from './legalRepresentativeCalls';

/**
 * Deleting, asked first in a dialog naming the person; the children's tab follows. While a child
 * still names them the API refuses (`legal_representative.in_use`): the refusal is said in
 * words and the parent stays on the page.
 */
export const DeleteLegalRepresentative = ({ name }: { name: string }) => {
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <DeleteWithConfirmButton
      resource={LEGAL_REPRESENTATIVES}
      mutationMode="pessimistic"
      confirmTitle="app.legal_representatives.delete.title"
      confirmContent="app.legal_representatives.delete.content"
      titleTranslateOptions={{ name }}
      mutationOptions={{
        onSuccess: () => {
          notify('app.legal_representatives.notifications.deleted', {
            type: 'success',
            messageArgs: { name },
          });
          void navigate(CHILDREN_TAB);
        },
      }}
    />
  );
};

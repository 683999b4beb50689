import { Alert, Button } from '@mui/material';
import type { LegalRepresentative } from '@stages/contracts';
import { EditBase, Loading, useEditContext, useNotify, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CHILDREN_TAB } from '../children/childName';
import { DeleteLegalRepresentative } from './DeleteLegalRepresentative';
import { LEGAL_REPRESENTATIVES } from './legalRepresentativeCalls';
import { LegalRepresentativeData } from './LegalRepresentativeData';
import { LegalRepresentativeForm } from './LegalRepresentativeForm';
import { FormPage } from '../layout/FormPage';
import { representativeName } from './representativeName';

const EditView = () => {
  const translate = useTranslate();
  const { record, error, isPending } = useEditContext<LegalRepresentative>();
  if (isPending) return <Loading />;
  if (error || !record) {
    return (
      <FormPage title={translate('app.legal_representatives.page.not_found')} width="sm">
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('errors.legal_representative.not_found')}
        </Alert>
        <Button component={Link} to={CHILDREN_TAB} variant="outlined">
          {translate('app.legal_representatives.back')}
        </Button>
      </FormPage>
    );
  }
  const name = representativeName(record);
  return (
    <FormPage title={translate('app.legal_representatives.page.edit', { name })} width="sm">
      <LegalRepresentativeForm actions={<DeleteLegalRepresentative name={name} />} />
    </FormPage>
  );
};

/** At /legal-representative/{id}: the parent corrects or deletes one of their representatives. */
export const LegalRepresentativeEdit = () => {
  const { id = '' } = useParams<'id'>();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <LegalRepresentativeData>
      <EditBase
        resource={LEGAL_REPRESENTATIVES}
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{ onError: () => undefined }}
        mutationOptions={{
          onSuccess: (person: LegalRepresentative) => {
            notify('app.legal_representatives.notifications.updated', {
              type: 'success',
              messageArgs: { name: representativeName(person) },
            });
            void navigate(CHILDREN_TAB);
          },
        }}
      >
        <EditView />
      </EditBase>
    </LegalRepresentativeData>
  );
};

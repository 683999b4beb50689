import type { LegalRepresentative } from '@stages/contracts';
import { CreateBase, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { CHILDREN_TAB } from '../children/childName';
import { LEGAL_REPRESENTATIVES } from './legalRepresentativeCalls';
import { LegalRepresentativeData } from './LegalRepresentativeData';
import { LegalRepresentativeForm } from './LegalRepresentativeForm';
import { FormPage } from '../layout/FormPage';
import { representativeName } from './representativeName';

const CreateView = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  return (
    <FormPage title={translate('app.legal_representatives.page.create')} width="sm">
      <CreateBase
        resource={LEGAL_REPRESENTATIVES}
        redirect={false}
        mutationOptions={{
          onSuccess: (person: LegalRepresentative) => {
            notify('app.legal_representatives.notifications.created', {
              type: 'success',
              messageArgs: { name: representativeName(person) },
            });
            void navigate(CHILDREN_TAB);
          },
        }}
      >
        <LegalRepresentativeForm />
      </CreateBase>
    </FormPage>
  );
};

/** At /legal-representative/: a parent adds someone their children may be named with. */
export const LegalRepresentativeCreate = () => (
  <LegalRepresentativeData>
    <CreateView />
  </LegalRepresentativeData>
);

import type { Child, ParentProfile } from '@stages/contracts';
import { CreateBase, Loading, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useApiResource } from '../pages/catalogue/useApiResource';
import { ChildForm } from './ChildForm';
import { FormPage } from '../layout/FormPage';
import { sexedKey } from '../i18n/wording';
import { CHILDREN_TAB, childName } from './childName';

const emptyAddress = { street: '', number: '', postal_code: '', city: '', country: 'BE' };

/** At /parent/add-child/: a parent adds a child, living at the parent's address unless changed. */
export const ChildCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const profile = useApiResource<ParentProfile>('/parent/edit/');
  if (profile.state === 'loading') return <Loading />;
  // Should the profile not answer, the address starts empty: the parent types it.
  const address = (profile.state === 'ready' && profile.value.address) || emptyAddress;
  return (
    <FormPage title={translate('resources.children.page.create')}>
      <CreateBase
        resource="children"
        redirect={false}
        mutationOptions={{
          onSuccess: (child: Child) => {
            notify(sexedKey('resources.children.notifications.created', child.sex), {
              type: 'success',
              messageArgs: { name: childName(child) },
            });
            void navigate(CHILDREN_TAB);
          },
        }}
      >
        <ChildForm defaultValues={{ address }} />
      </CreateBase>
    </FormPage>
  );
};

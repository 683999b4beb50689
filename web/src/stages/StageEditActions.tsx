import { DeleteWithConfirmButton, TopToolbar } from 'react-admin';
import { EnrollmentsButton } from './StageLinks';
import { VisibilityButton } from './VisibilityButton';

export const StageEditActions = () => (
  <TopToolbar>
    <EnrollmentsButton />
    <VisibilityButton />
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect="/organization/settings/?tab=stages"
    />
  </TopToolbar>
);

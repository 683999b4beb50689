import { DeleteWithConfirmButton, TopToolbar } from 'react-admin';
import { VisibilityButton } from './VisibilityButton';

export const StageEditActions = () => (
  <TopToolbar>
    <VisibilityButton />
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect="/organization/settings/?tab=stages"
    />
  </TopToolbar>
);

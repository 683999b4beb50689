import { SaveButton, Toolbar } from 'react-admin';

/**
 * A form's toolbar without react-admin's delete button: for records that are never deleted
 * (price plans, a profile), or deleted from the page's actions where it is asked first.
 */
export const SaveOnlyToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

import AddIcon from '@mui/icons-material/Add';
import BusinessIcon from '@mui/icons-material/Business';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import EventNoteIcon from '@mui/icons-material/EventNote';
import HomeIcon from '@mui/icons-material/Home';
import { ROLES } from '@stages/contracts';
import { Menu as RaMenu, usePermissions } from 'react-admin';
import { AdminMenuItems } from '../adminResources';

/** Everyone's links, then those of the signed-in user's role. */
export const Menu = () => {
  const { permissions: role } = usePermissions<number | null>();
  return (
    <RaMenu>
      <RaMenu.Item to="/" primaryText="app.menu.home" leftIcon={<HomeIcon />} />
      <RaMenu.ResourceItem name="stages" />
      <RaMenu.Item
        to="/organizations"
        primaryText="app.menu.organizations"
        leftIcon={<CorporateFareIcon />}
      />
      {role === ROLES.organization && [
        <RaMenu.Item
          key="organization"
          to="/organization/settings/?tab=profile"
          primaryText="app.menu.organization"
          leftIcon={<BusinessIcon />}
        />,
        <RaMenu.Item
          key="my-stages"
          to="/organization/settings/?tab=stages"
          primaryText="app.menu.my_stages"
          leftIcon={<EventNoteIcon />}
        />,
        <RaMenu.Item
          key="new-stage"
          to="/stage/manage/"
          primaryText="app.menu.new_stage"
          leftIcon={<AddIcon />}
        />,
      ]}
      {role === ROLES.administrator && <AdminMenuItems />}
    </RaMenu>
  );
};

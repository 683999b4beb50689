import HomeIcon from '@mui/icons-material/Home';
import { Menu as RaMenu } from 'react-admin';

export const Menu = () => (
  <RaMenu>
    <RaMenu.Item to="/" primaryText="app.menu.home" leftIcon={<HomeIcon />} />
    <RaMenu.ResourceItem name="stages" />
  </RaMenu>
);

import BusinessIcon from '@mui/icons-material/Business';
import { OrganizationList } from './OrganizationList';
import { OrganizationShow } from './OrganizationShow';

export default {
  list: OrganizationList,
  show: OrganizationShow,
  icon: BusinessIcon,
  recordRepresentation: 'name',
};

import CategoryIcon from '@mui/icons-material/Category';
import { OrganizationTypeCreate } from './OrganizationTypeCreate';
import { OrganizationTypeEdit } from './OrganizationTypeEdit';
import { OrganizationTypeList } from './OrganizationTypeList';

export default {
  list: OrganizationTypeList,
  create: OrganizationTypeCreate,
  edit: OrganizationTypeEdit,
  icon: CategoryIcon,
  recordRepresentation: 'id',
};

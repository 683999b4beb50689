import PriceChangeIcon from '@mui/icons-material/PriceChange';
import { PricePlanEdit } from './PricePlanEdit';
import { PricePlanList } from './PricePlanList';

export default {
  list: PricePlanList,
  edit: PricePlanEdit,
  icon: PriceChangeIcon,
  recordRepresentation: 'name',
};

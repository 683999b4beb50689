import EventIcon from '@mui/icons-material/Event';
import { StageList } from './StageList';

export default {
  list: StageList,
  icon: EventIcon,
  recordRepresentation: 'name',
};

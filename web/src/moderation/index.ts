import GavelIcon from '@mui/icons-material/Gavel';
import { StageModerationList } from './StageModerationList';

export default {
  list: StageModerationList,
  icon: GavelIcon,
  recordRepresentation: 'name',
};

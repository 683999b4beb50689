import FlagIcon from '@mui/icons-material/Flag';
import { ReportList } from './ReportList';
import { ReportShow } from './ReportShow';

export default {
  list: ReportList,
  show: ReportShow,
  icon: FlagIcon,
  recordRepresentation: 'target_name',
};

export { StageEnrollmentsPage } from './StageEnrollmentsPage';

export { ParentBillsPage } from './ParentBillsPage';

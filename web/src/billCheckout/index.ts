export { PaymentFailurePage } from './PaymentFailurePage';
export { PaymentSuccessPage } from './PaymentSuccessPage';

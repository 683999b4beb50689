export { FamilyWaitingList } from './FamilyWaitingList';
export { JoinWaitingList } from './JoinWaitingList';
export { WaitingStatusChip } from './WaitingStatusChip';
export { waitingChildren } from './waitingChildren';

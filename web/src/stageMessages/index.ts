export { FamilyMessages } from './FamilyMessages';
export { StageMessages } from './StageMessages';

import { CreateStageRequest } from '@stages/contracts';
import { Create } from 'react-admin';
import { StageForm } from './StageForm';

const defaults = {
  description: '',
  address: { street: '', number: '', postal_code: '', city: '', country: 'BE' },
  activity_start: '09:00',
  activity_end: '16:00',
  daycare_start: null,
  daycare_end: null,
  effective_days: 5,
  image_file_id: null,
  visible: true,
};

/** At /stage/manage/: a verified organization with room in its plan publishes a stage. */
export const StageCreate = () => (
  <Create resource="stage/manage" redirect="edit">
    <StageForm schema={CreateStageRequest} creating defaultValues={defaults} />
  </Create>
);

import { CreateStageRequest, DEFAULT_OFFER_HOURS, type StageAllowance } from '@stages/contracts';
import { Create, Loading } from 'react-admin';
import { useApiResource } from '../pages/catalogue/useApiResource';
import { StageForm, stageTransform } from './StageForm';
import { StageRefusal } from './StageRefusal';

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
  waiting_list: true,
  offer_hours: DEFAULT_OFFER_HOURS,
  siblings_first: true,
  reduced_cost_cents: null,
  // Preselected for when a social price is typed; sent only with one.
  reduced_price_policy: 'on_request',
  sibling_discounts: null,
  options: [],
};

/**
 * At /stage/manage/: a verified organization with room in its plan publishes a stage. One
 * that would be refused on saving (awaiting verification, plan full) is told before typing.
 */
export const StageCreate = () => {
  const allowance = useApiResource<StageAllowance>('/organization/stage-allowance/');
  if (allowance.state === 'loading') return <Loading />;
  // Should the question fail, the form stays: saving still gets the API's answer.
  if (allowance.state === 'ready' && allowance.value.refusal) {
    return <StageRefusal code={allowance.value.refusal} title="app.stages.create" />;
  }
  return (
    <Create resource="stage/manage" redirect="edit" transform={stageTransform}>
      <StageForm schema={CreateStageRequest} creating defaultValues={defaults} />
    </Create>
  );
};

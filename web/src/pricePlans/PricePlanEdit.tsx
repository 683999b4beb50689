import { PricePlanUpdate, type PricePlan } from '@stages/contracts';
import { BooleanInput, Edit, NumberInput, TextInput } from 'react-admin';
import { SimpleForm } from '../layout/forms';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { validateWith } from '../providers/validateWith';

const validate = validateWith(PricePlanUpdate);

// The form keeps cents, as the API does; only the field shows and reads euros.
const centsAsEuros = (cents: number | null) => (cents === null ? '' : String(cents / 100));
const eurosAsCents = (euros: number | string) =>
  euros === '' ? null : Math.round(Number(euros) * 100);

/** A plan without a price is sold on demand: one field says both. */
const withOnDemand = (plan: PricePlan) => ({
  ...plan,
  on_demand: plan.yearly_price_cents === null,
});

/** Plans are fixed by the code that enforces them: they are edited, never added or removed. */
export const PricePlanEdit = () => (
  <Edit<PricePlan> mutationMode="pessimistic" redirect="list" transform={withOnDemand}>
    <SimpleForm validate={validate} toolbar={<SaveOnlyToolbar />}>
      <TextInput source="name" />
      <NumberInput
        source="max_stages"
        min={0}
        step={1}
        helperText="admin.price_plans.empty_means_unlimited"
      />
      <NumberInput
        source="yearly_price_cents"
        min={0}
        step={0.01}
        format={centsAsEuros}
        parse={eurosAsCents}
        helperText="admin.price_plans.price_hint"
      />
      <BooleanInput source="automatic_documents" />
      <NumberInput source="update_years" min={0} step={1} />
      <NumberInput source="support_tickets_per_year" min={0} step={1} />
    </SimpleForm>
  </Edit>
);

import { Alert, Typography } from '@mui/material';
import { EnrollmentOnBehalf, type Enrollment, type StageDetail } from '@stages/contracts';
import {
  CreateBase,
  SelectInput,
  TextInput,
  useGetOne,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Form } from '../layout/forms';
import { useNavigate, useParams } from 'react-router-dom';
import { sexChoices } from '../children/sexChoices';
import { languageChoices } from '../i18n/languageChoices';
import { sexedKey } from '../i18n/wording';
import { FormPage } from '../layout/FormPage';
import { FormRow } from '../layout/FormRow';
import { LocalizedDateInput } from '../layout/LocalizedDateInput';
import { NationalRegisterNumberInput } from '../layout/NationalRegisterNumberInput';
import { SaveOnlyToolbar } from '../layout/SaveOnlyToolbar';
import { validateWith } from '../providers/validateWith';
import { stageEnrollmentsPath } from '../stages/StageLinks';
import { OnBehalfPlaceChoice } from './OnBehalfPlaceChoice';

const validate = validateWith(EnrollmentOnBehalf);

const Heading = ({ title }: { readonly title: string }) => {
  const translate = useTranslate();
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 1, mb: 1 }}>
      {translate(title)}
    </Typography>
  );
};

/** Every label is this page's: the resource's name holds the stage's slug. */
const label = (field: string) => `app.stage_add_child.fields.${field}`;

/**
 * /organization/settings/stage/{slug}/add-child: the organizer registers a child the parent
 * gave on the telephone or on paper, accepted at once. A parent without an account is invited
 * by e-mail to claim the one opened for them.
 */
export const AddChildPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { slug = '' } = useParams<'slug'>();
  const back = stageEnrollmentsPath(slug);
  const { data: stage } = useGetOne<StageDetail & { id: string }>(
    'stage/manage',
    { id: slug },
    { retry: false },
  );
  const title = stage
    ? translate('app.stage_add_child.title_for', { name: stage.name })
    : translate('app.stage_add_child.title');
  return (
    <FormPage title={title}>
      <CreateBase
        resource={`organization/stages/${encodeURIComponent(slug)}/enrollments`}
        redirect={false}
        mutationOptions={{
          onSuccess: (enrollment: Enrollment) => {
            notify(sexedKey('app.stage_add_child.done', enrollment.child_sex), {
              type: 'success',
              messageArgs: { name: enrollment.child_first_name ?? '' },
            });
            void navigate(back);
          },
        }}
      >
        <Form validate={validate} defaultValues={{ option_ids: [], reduced_price: false }}>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.stage_add_child.intro')}
          </Alert>
          <Heading title="app.stage_add_child.parent_section" />
          <FormRow>
            <TextInput
              source="parent_email"
              type="email"
              label={label('parent_email')}
              helperText="app.stage_add_child.parent_email_hint"
              autoComplete="off"
            />
          </FormRow>
          <FormRow>
            <TextInput source="parent_first_name" label={label('parent_first_name')} />
            <TextInput source="parent_last_name" label={label('parent_last_name')} />
            <SelectInput
              source="parent_language"
              label={label('parent_language')}
              choices={languageChoices}
              emptyText="app.stage_add_child.organization_language"
              helperText="app.stage_add_child.parent_language_hint"
            />
          </FormRow>
          <Heading title="app.stage_add_child.child_section" />
          <FormRow>
            <TextInput source="child_first_name" label={label('child_first_name')} />
            <TextInput source="child_last_name" label={label('child_last_name')} />
          </FormRow>
          <FormRow>
            <LocalizedDateInput source="child_birth_date" label={label('child_birth_date')} />
            <SelectInput source="child_sex" label={label('child_sex')} choices={sexChoices} />
            <NationalRegisterNumberInput
              source="child_national_register_number"
              label={label('child_national_register_number')}
              helperText="app.stage_add_child.nrn_hint"
            />
          </FormRow>
          {stage && (
            <>
              <Heading title="app.stage_add_child.place_section" />
              <OnBehalfPlaceChoice stage={stage} />
            </>
          )}
          <SaveOnlyToolbar />
        </Form>
      </CreateBase>
    </FormPage>
  );
};

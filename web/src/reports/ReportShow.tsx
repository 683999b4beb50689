import type { Report } from '@stages/contracts';
import {
  EmailField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  WrapperField,
} from 'react-admin';
import { reasonChoices, statusChoices, targetTypeChoices } from './choices';
import { ReportStatusButton } from './ReportStatusButton';
import { ReportTargetLink } from './ReportTargetLink';
import { BelgianDateField } from '../layout/BelgianDateField';

export const ReportShow = () => {
  return (
    <Show<Report>
      actions={
        <TopToolbar>
          <ReportStatusButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <BelgianDateField source="created_at" showTime />
        <SelectField source="target_type" choices={targetTypeChoices} />
        <WrapperField label="resources.admin/reports.fields.target_name">
          <ReportTargetLink />
        </WrapperField>
        <SelectField source="reason" choices={reasonChoices} />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <EmailField source="reporter_email" emptyText="admin.reports.anonymous" />
        <SelectField source="status" choices={statusChoices} />
        <BelgianDateField source="resolved_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
};

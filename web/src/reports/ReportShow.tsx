import type { Report } from '@stages/contracts';
import {
  DateField,
  EmailField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useLocaleState,
  WrapperField,
} from 'react-admin';
import { intlLocale, isLocale } from '../i18n/locales';
import { reasonChoices, statusChoices, targetTypeChoices } from './choices';
import { ReportStatusButton } from './ReportStatusButton';
import { ReportTargetLink } from './ReportTargetLink';

export const ReportShow = () => {
  const [locale] = useLocaleState();
  const formatLocale = intlLocale[isLocale(locale) ? locale : 'fr'];
  return (
    <Show<Report>
      actions={
        <TopToolbar>
          <ReportStatusButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <DateField source="created_at" locales={formatLocale} showTime />
        <SelectField source="target_type" choices={targetTypeChoices} />
        <WrapperField label="resources.admin/reports.fields.target_name">
          <ReportTargetLink />
        </WrapperField>
        <SelectField source="reason" choices={reasonChoices} />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <EmailField source="reporter_email" emptyText="admin.reports.anonymous" />
        <SelectField source="status" choices={statusChoices} />
        <DateField source="resolved_at" locales={formatLocale} showTime />
      </SimpleShowLayout>
    </Show>
  );
};

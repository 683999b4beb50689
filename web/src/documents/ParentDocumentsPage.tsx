import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FormPage } from '../layout/FormPage';
import { FamilyDocumentsList } from './FamilyDocumentsList';

/**
 * /parent/documents/: every document of the family's children, to download: the invoices (and
 * credit notes), the mutual insurers' certificates and the childcare tax certificates 281.86.
 */
export const ParentDocumentsPage = () => {
  const translate = useTranslate();
  return (
    <FormPage title={translate('app.documents.title')} width="lg">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.documents.intro')}
      </Typography>
      <FamilyDocumentsList />
    </FormPage>
  );
};

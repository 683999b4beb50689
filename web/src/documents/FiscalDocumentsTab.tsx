import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { FamilyDocumentsList } from './FamilyDocumentsList';

/**
 * The parent settings' fiscal documents: the family's documents, the 281.86 shown first (the
 * filter gives the others), and the way to the documents' own page.
 */
export const FiscalDocumentsTab = () => {
  const translate = useTranslate();
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.documents.fiscal_intro')}{' '}
        <MuiLink component={Link} to="/parent/documents/">
          {translate('app.documents.all_documents')}
        </MuiLink>
      </Typography>
      <FamilyDocumentsList kind="tax_certificate" />
    </>
  );
};

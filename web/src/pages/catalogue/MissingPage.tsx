import { Container, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';

/** What a public page shows when its record does not exist, or could not be read. */
export const MissingPage = ({ failed }: { failed: boolean }) => {
  const translate = useTranslate();
  const message = translate(failed ? 'errors.server.error' : 'app.catalogue.not_found');
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageTitle title={message} />
      <Typography variant="h5" component="h1">
        {message}
      </Typography>
    </Container>
  );
};

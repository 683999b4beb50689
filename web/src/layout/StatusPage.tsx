import { Button, Container, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageTitle } from './PageTitle';
import { Link } from 'react-router-dom';

/** A page that only says what happened, with a way home. */
export const StatusPage = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageTitle title={message} headingOnPage />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate(message)}
      </Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 2 }}>
        {translate('app.account.back_home')}
      </Button>
    </Container>
  );
};

export const NotFoundPage = () => <StatusPage message="app.not_found" />;
export const AccessDeniedPage = () => <StatusPage message="app.access.page" />;
export const ServerErrorPage = () => <StatusPage message="errors.server.error" />;

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Container, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';

/**
 * /subscription-success/{checkoutId}: where the card payment provider sends an organizer back
 * after paying. The subscription itself is recorded when the provider confirms the payment to
 * the server, so the page thanks and gives the reference rather than announcing a new end date.
 */
export const SubscriptionSuccessPage = () => {
  const translate = useTranslate();
  const { checkoutId = '' } = useParams<'checkoutId'>();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <PageTitle title="app.subscription.success_title" />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 48 }} />
        <Typography variant="h4" component="h1">
          {translate('app.subscription.success_title')}
        </Typography>
        <Typography>{translate('app.subscription.success_text')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.subscription.reference', { reference: checkoutId })}
        </Typography>
        <Button component={Link} to="/organization/settings/" variant="contained">
          {translate('app.menu.organization')}
        </Button>
      </Stack>
    </Container>
  );
};

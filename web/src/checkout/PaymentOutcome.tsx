import { Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../layout/PageTitle';

/**
 * How a payment went, on the page the payment provider sends the payer back to: an organizer
 * after paying a plan, a parent after paying a bill.
 */
export const PaymentOutcome = ({
  icon,
  title,
  children,
}: {
  readonly icon: ReactNode;
  /** A message key: the page's title and heading. */
  readonly title: string;
  readonly children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={title} headingOnPage />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
        {icon}
        <Typography variant="h4" component="h1">
          {translate(title)}
        </Typography>
        {children}
      </Stack>
    </Container>
  );
};

/** Where to go next: side by side, or one under another on a phone. */
export const OutcomeWays = ({ children }: { readonly children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignSelf: 'stretch' }}>
    {children}
  </Stack>
);

import { Card, CardContent, Container, Typography, type ContainerProps } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

/**
 * The frame of a parent's form page (a child, a legal representative): the title in the top bar
 * and as the page's heading, the form on a card. A short form reads better narrower (`sm`).
 */
export const FormPage = ({
  title,
  width = 'md',
  children,
}: {
  readonly title: string;
  readonly width?: ContainerProps['maxWidth'];
  readonly children: ReactNode;
}) => (
  <Container maxWidth={width} sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
    <PageTitle title={title} headingOnPage />
    <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
    <Card variant="outlined">
      <CardContent>{children}</CardContent>
    </Card>
  </Container>
);

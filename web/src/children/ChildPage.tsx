import { Card, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from '../layout/PageTitle';

/** The frame of the child's form pages: the title in the top bar and as the page's heading. */
export const ChildPage = ({ title, children }: { title: string; children: ReactNode }) => (
  <Container maxWidth="md" sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
    <PageTitle title={title} />
    <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
    <Card variant="outlined">
      <CardContent>{children}</CardContent>
    </Card>
  </Container>
);

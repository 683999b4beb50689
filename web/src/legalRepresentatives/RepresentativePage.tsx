import { Card, CardContent, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageTitle } from '../layout/PageTitle';

/**
 * The frame of the representative's form pages: the title in the top bar and as the heading.
 * Narrower than the child's: three fields read better on a short line.
 */
export const RepresentativePage = ({ title, children }: { title: string; children: ReactNode }) => (
  <Container maxWidth="sm" sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
    <PageTitle title={title} />
    <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
    <Card variant="outlined">
      <CardContent>{children}</CardContent>
    </Card>
  </Container>
);

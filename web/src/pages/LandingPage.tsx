import DescriptionIcon from '@mui/icons-material/Description';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import { Box, Button, Card, CardContent, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../layout/PageTitle';
import { Link } from 'react-router-dom';

const Feature = ({ icon, title, text }: { icon: ReactNode; title: string; text: string }) => (
  <Card variant="outlined" sx={{ flex: 1 }}>
    <CardContent>
      <Box sx={{ color: 'primary.main', mb: 1 }}>{icon}</Box>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </CardContent>
  </Card>
);

export const LandingPage = () => {
  const translate = useTranslate();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={translate('app.tagline')} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('app.landing.title')}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
        {translate('app.landing.subtitle')}
      </Typography>
      <Button component={Link} to="/stages" variant="contained" size="large" sx={{ mb: 6 }}>
        {translate('app.landing.browse')}
      </Button>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Feature
          icon={<FamilyRestroomIcon fontSize="large" />}
          title={translate('app.landing.parents_title')}
          text={translate('app.landing.parents_text')}
        />
        <Feature
          icon={<EventAvailableIcon fontSize="large" />}
          title={translate('app.landing.organizers_title')}
          text={translate('app.landing.organizers_text')}
        />
        <Feature
          icon={<DescriptionIcon fontSize="large" />}
          title={translate('app.landing.documents_title')}
          text={translate('app.landing.documents_text')}
        />
      </Stack>
    </Container>
  );
};

import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionIcon from '@mui/icons-material/Description';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Container,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { PricePlan } from '@stages/contracts';
import { useRef } from 'react';
import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { PageTitle } from '../../layout/PageTitle';
import { usePinnedScroll } from '../../layout/usePinnedScroll';
import { Link, useLocation } from 'react-router-dom';
import { DEFAULT_LOCALE, intlLocale, isLocale } from '../../i18n/locales';
import { useApiResource, type Loaded } from '../catalogue/useApiResource';
import { registerAs } from '../../providers/useCurrentUser';
import { usePageMemory } from '../account/pageMemory';
import { EnterpriseOfferDialog } from './EnterpriseOfferDialog';
import { GoldPlanAction } from './GoldPlanAction';

const REGISTER = registerAs('organization');
const prefix = 'pages.organization_landing';

const FEATURES = [
  { key: 'publish', icon: <EventAvailableIcon fontSize="large" /> },
  { key: 'follow', icon: <FactCheckIcon fontSize="large" /> },
  { key: 'export', icon: <FileDownloadIcon fontSize="large" /> },
  { key: 'documents', icon: <DescriptionIcon fontSize="large" /> },
] as const;

const STEPS = ['account', 'verification', 'publish'] as const;

type PlanFeature = { label: string; included: boolean };

/** Every card lists the same rows, so plans compare line by line. */
function planFeatures(plan: PricePlan, translate: TranslateFunction): PlanFeature[] {
  const t = (key: string, count?: number) =>
    translate(`${prefix}.pricing.${key}`, { smart_count: count });
  const allowance = (value: number | null, name: string): PlanFeature => {
    if (value) return { label: t(`${name}_count`, value), included: true };
    // On a plan negotiated case by case, no figure means "to be agreed", not "none".
    if (value === null && plan.on_demand) return { label: t(`${name}_custom`), included: true };
    return { label: t(name), included: false };
  };
  return [
    {
      label: plan.max_stages === null ? t('unlimited_stages') : t('stages', plan.max_stages),
      included: true,
    },
    { label: t('automatic_documents'), included: plan.automatic_documents },
    allowance(plan.update_years, 'updates'),
    allowance(plan.support_tickets_per_year, 'support'),
  ];
}

const PlanCard = ({
  plan,
  euros,
  onContact,
}: {
  plan: PricePlan;
  euros: Intl.NumberFormat;
  onContact: () => void;
}) => {
  const translate = useTranslate();
  const cents = plan.on_demand ? null : plan.yearly_price_cents;
  return (
    <Card variant="outlined" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1 }}>
        <Typography variant="h6" component="h3">
          {plan.name}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700, mt: 1 }}>
          {cents === null
            ? translate(`${prefix}.pricing.on_demand`)
            : cents === 0
              ? translate(`${prefix}.pricing.free`)
              : euros.format(cents / 100)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
          {cents ? translate(`${prefix}.pricing.per_year`) : ''}
        </Typography>
        <List dense>
          {planFeatures(plan, translate).map(({ label, included }) => (
            <ListItem key={label} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {included ? (
                  <CheckIcon
                    color="primary"
                    titleAccess={translate(`${prefix}.pricing.included`)}
                  />
                ) : (
                  <CloseIcon
                    color="action"
                    titleAccess={translate(`${prefix}.pricing.not_included`)}
                  />
                )}
              </ListItemIcon>
              <ListItemText
                primary={label}
                sx={{ color: included ? 'text.primary' : 'text.secondary' }}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <CardActions disableSpacing sx={{ p: 2, pt: 0, flexDirection: 'column', gap: 1 }}>
        {plan.on_demand ? (
          <Button onClick={onContact} variant="outlined" fullWidth>
            {translate(`${prefix}.pricing.contact`)}
          </Button>
        ) : cents ? (
          <GoldPlanAction onContact={onContact} />
        ) : (
          <Button component={Link} to={REGISTER} variant="outlined" fullWidth>
            {translate(`${prefix}.pricing.start`)}
          </Button>
        )}
      </CardActions>
    </Card>
  );
};

const Plans = ({ plans }: { plans: Loaded<PricePlan[]> }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  // Kept outside the page, so that a change of language leaves the form open.
  const [contact, setContact] = usePageMemory('enterprise-offer', false);
  if (plans.state === 'loading') return <CircularProgress sx={{ display: 'block' }} />;
  if (plans.state !== 'ready') {
    return <Alert severity="warning">{translate(`${prefix}.pricing.failed`)}</Alert>;
  }
  const euros = new Intl.NumberFormat(intlLocale[isLocale(locale) ? locale : DEFAULT_LOCALE], {
    style: 'currency',
    currency: 'EUR',
    trailingZeroDisplay: 'stripIfInteger',
  });
  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {plans.value.map((plan) => (
          <PlanCard key={plan.id} plan={plan} euros={euros} onContact={() => setContact(true)} />
        ))}
      </Stack>
      <EnterpriseOfferDialog open={contact} onClose={() => setContact(false)} />
    </>
  );
};

const SectionTitle = ({ children }: { children: string }) => (
  <Typography variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3 }}>
    {children}
  </Typography>
);

export const OrganizationLandingPage = () => {
  const translate = useTranslate();
  const { hash, key } = useLocation();
  const pricing = useRef<HTMLElement>(null);
  const plans = useApiResource<PricePlan[]>('/price-plans/');
  const settled = plans.state !== 'loading';
  // The page is drawn by script after the browser has looked for the anchor, so it scrolls
  // itself, once the plans are in: before, the page is too short to bring the section to the
  // top. Following each navigation, not only the mount, serves the "see pricing" button too,
  // even when the address already ends in #pricing.
  usePinnedScroll(pricing, hash === '#pricing' && settled, key);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <PageTitle title={translate('app.links.organization_landing')} />
      <Typography variant="h3" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate(`${prefix}.title`)}
      </Typography>
      <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 4 }}>
        {translate(`${prefix}.subtitle`)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 8 }}>
        <Button component={Link} to={REGISTER} variant="contained" size="large">
          {translate(`${prefix}.cta`)}
        </Button>
        <Button component={Link} to="#pricing" size="large">
          {translate(`${prefix}.see_pricing`)}
        </Button>
      </Stack>

      <Box component="section" sx={{ mb: 8 }}>
        <SectionTitle>{translate(`${prefix}.features.title`)}</SectionTitle>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {FEATURES.map(({ key, icon }) => (
            <Card key={key} variant="outlined">
              <CardContent>
                <Box sx={{ color: 'primary.main', mb: 1 }}>{icon}</Box>
                <Typography variant="h6" component="h3" gutterBottom>
                  {translate(`${prefix}.features.${key}.title`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`${prefix}.features.${key}.text`)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>

      <Box component="section" sx={{ mb: 8 }}>
        <SectionTitle>{translate(`${prefix}.steps.title`)}</SectionTitle>
        <Stack component="ol" direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ p: 0 }}>
          {STEPS.map((step, index) => (
            <Box component="li" key={step} sx={{ flex: 1, listStyle: 'none' }}>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mb: 1 }}>
                {index + 1}
              </Avatar>
              <Typography variant="h6" component="h3" gutterBottom>
                {translate(`${prefix}.steps.${step}.title`)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate(`${prefix}.steps.${step}.text`)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Box>

      {/* Its top clears the fixed top bar (56 px on phones, 48 px wider) when scrolled to. */}
      <Box
        component="section"
        id="pricing"
        ref={pricing}
        sx={{ mb: 8, scrollMarginTop: { xs: 72, sm: 64 } }}
      >
        <SectionTitle>{translate(`${prefix}.pricing.title`)}</SectionTitle>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {translate(`${prefix}.pricing.intro`)}
        </Typography>
        <Plans plans={plans} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate(`${prefix}.pricing.note`)}
        </Typography>
      </Box>

      <Card variant="outlined" component="section" sx={{ textAlign: 'center' }}>
        <CardContent sx={{ py: 4 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {translate(`${prefix}.closing.title`)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {translate(`${prefix}.closing.text`)}
          </Typography>
          <Button component={Link} to={REGISTER} variant="contained" size="large">
            {translate(`${prefix}.cta`)}
          </Button>
        </CardContent>
      </Card>
    </Container>
  );
};

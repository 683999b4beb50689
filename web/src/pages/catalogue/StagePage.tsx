import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import { closedReason, ROLES, type Enrollment, type StageDetail } from '@stages/contracts';
import { Suspense, useCallback, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { loadBackOfficeMessages } from '../../i18n/i18nProvider';
import { PageTitle } from '../../layout/PageTitle';
import { lazyComponent } from '../../lazyComponent';
import { Link, useParams } from 'react-router-dom';
import { nextStepFor, useCurrentUser } from '../../providers/useCurrentUser';
import { Countdown } from './Countdown';
import { StatusPage } from '../../layout/StatusPage';
import { ReportDialog } from './ReportDialog';
import { StagePrices } from './StagePrices';
import { useApiResource } from './useApiResource';
import { useFormats } from '../../providers/useFormats';

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography variant="body1">{children}</Typography>
    </Box>
  );
};

/** Fetched for parents only, with the texts of the signed-in screens. */
const RegisterChild = lazyComponent(
  () => import('../../enrollments/RegisterChild').then(({ RegisterChild }) => ({ RegisterChild })),
  'RegisterChild',
  loadBackOfficeMessages,
);
const JoinWaitingList = lazyComponent(
  () => import('../../waitingList').then(({ JoinWaitingList }) => ({ JoinWaitingList })),
  'JoinWaitingList',
  loadBackOfficeMessages,
);
const RequestSent = lazyComponent(
  () => import('../../enrollments/RegisterChild').then(({ RequestSent }) => ({ RequestSent })),
  'RequestSent',
  loadBackOfficeMessages,
);

type Registered = (enrollment: Enrollment) => void;

/**
 * Who is reading decides the invitation: a parent chooses a child and confirms; a visitor is
 * asked to sign in; a signed-in organizer or administrator is told children are registered from
 * a parent account, since signing in again would not help; a new account is led to finish
 * choosing its type.
 */
const Invitation = ({ stage, onRegistered }: { stage: StageDetail; onRegistered: Registered }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  if (user === undefined) return null;
  if (user?.role === ROLES.parent) {
    return (
      <Suspense fallback={null}>
        <RegisterChild stage={stage} onRegistered={onRegistered} />
      </Suspense>
    );
  }
  if (user === null) {
    return (
      <Button component={Link} to="/auth/login" variant="contained">
        {translate('app.catalogue.sign_in_to_register')}
      </Button>
    );
  }
  if (user.role === null) {
    return (
      <Button component={Link} to={nextStepFor(user)} variant="contained">
        {translate('app.account.finish_registration')}
      </Button>
    );
  }
  return <Alert severity="info">{translate('app.catalogue.register_from_parent_account')}</Alert>;
};

/**
 * A full stage's waiting list: how many families wait, and for a parent the way to join (or
 * where the family stands); a visitor is asked to sign in first.
 */
const WaitingList = ({ stage, onJoined }: { stage: StageDetail; onJoined: () => void }) => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  return (
    <Stack spacing={1}>
      <Alert severity="info">
        {translate('app.catalogue.waiting_list.full')}
        {stage.waiting_count > 0 &&
          ` ${translate('app.catalogue.waiting_list.waiting', { smart_count: stage.waiting_count })}`}
      </Alert>
      {user?.role === ROLES.parent ? (
        <Suspense fallback={null}>
          <JoinWaitingList stage={stage} onJoined={onJoined} />
        </Suspense>
      ) : user === null ? (
        <Button
          component={Link}
          to="/auth/login"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          {translate('app.catalogue.waiting_list.sign_in')}
        </Button>
      ) : null}
    </Stack>
  );
};

/**
 * Whether a parent may register now and, when not, why; who may, and how, otherwise. Once the
 * reader's request is sent, that is said instead, above the places left after it (none, it may
 * be: the request took the last one). A full stage keeping a waiting list offers to join it.
 */
const Registration = ({
  stage,
  sent,
  onRegistered,
  onJoined,
}: {
  stage: StageDetail;
  sent: Enrollment | null;
  onRegistered: Registered;
  onJoined: () => void;
}) => {
  const translate = useTranslate();
  const [, setTick] = useState(0);
  // When the countdown reaches the deadline, the reason is computed again in the browser.
  const passed = useCallback(() => setTick((tick) => tick + 1), []);
  const reason = closedReason(stage, new Date());
  const status = sent && (
    <Suspense fallback={null}>
      <RequestSent enrollment={sent} />
    </Suspense>
  );
  if (reason === 'full' && stage.waiting_list_open) {
    return (
      <Stack spacing={1}>
        {status}
        <WaitingList stage={stage} onJoined={onJoined} />
      </Stack>
    );
  }
  if (reason !== null) {
    return (
      <Stack spacing={1}>
        {status}
        <Alert severity="info">{translate(`app.catalogue.closed.${reason}`)}</Alert>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Countdown deadline={stage.registration_deadline} onPassed={passed} />
      <Typography>
        {translate('app.catalogue.remaining', { smart_count: stage.remaining_places })}
      </Typography>
      {status || <Invitation stage={stage} onRegistered={onRegistered} />}
    </Stack>
  );
};

/** /stage/{slug}: everything a parent needs to decide. */
export const StagePage = () => {
  const { slug = '' } = useParams<'slug'>();
  const translate = useTranslate();
  const format = useFormats();
  const [sent, setSent] = useState<Enrollment | null>(null);
  const [version, setVersion] = useState(0);
  const registered = useCallback((enrollment: Enrollment) => {
    setSent(enrollment);
    setVersion((count) => count + 1);
  }, []);
  const joined = useCallback(() => setVersion((count) => count + 1), []);
  const loaded = useApiResource<StageDetail>(`/stages/${encodeURIComponent(slug)}/`, version);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state !== 'ready')
    return (
      <StatusPage
        message={loaded.state === 'failed' ? 'errors.server.error' : 'app.catalogue.not_found'}
      />
    );
  const stage = loaded.value;
  const { address } = stage;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <PageTitle title={stage.name} />
      {stage.image_url && (
        <Box
          component="img"
          src={stage.image_url}
          alt=""
          sx={{ width: '100%', maxHeight: 360, objectFit: 'cover', borderRadius: 2, mb: 2 }}
        />
      )}
      <Typography variant="h4" component="h1" gutterBottom>
        {stage.name}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          component={Link}
          to={`/organizations/${stage.organization.slug}`}
          label={stage.organization.name}
          clickable
        />
        <Chip
          label={translate('resources.stages.ages', {
            min: stage.min_age,
            smart_count: stage.max_age,
          })}
        />
        <Chip label={format.price(stage.cost_cents)} color="primary" />
      </Stack>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Registration stage={stage} sent={sent} onRegistered={registered} onJoined={joined} />
        </CardContent>
      </Card>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 2,
          mb: 3,
        }}
      >
        <Fact label="app.catalogue.from">{format.moment(stage.starts_at)}</Fact>
        <Fact label="app.catalogue.until">{format.moment(stage.ends_at)}</Fact>
        <Fact label="app.catalogue.hours">
          {translate('app.catalogue.hours_range', {
            start: stage.activity_start,
            end: stage.activity_end,
          })}
        </Fact>
        <Fact label="app.catalogue.daycare">
          {stage.daycare_start || stage.daycare_end
            ? translate('app.catalogue.hours_range', {
                start: stage.daycare_start ?? stage.activity_start,
                end: stage.daycare_end ?? stage.activity_end,
              })
            : translate('app.catalogue.no_daycare')}
        </Fact>
        <Fact label="app.catalogue.address">
          {`${address.street} ${address.number}, ${address.postal_code} ${address.city}`}
        </Fact>
        <Fact label="app.catalogue.deadline">{format.moment(stage.registration_deadline)}</Fact>
      </Box>
      <StagePrices stage={stage} />
      {/* Sanitized by the server: only the editor's formats, no script, no event attribute. */}
      <Box
        className="stage-description"
        sx={{ typography: 'body1', '& a': { color: 'primary.main' } }}
        dangerouslySetInnerHTML={{ __html: stage.description }}
      />
      <Box sx={{ mt: 4 }}>
        <ReportDialog targetType="stage" targetSlug={stage.slug} />
      </Box>
    </Container>
  );
};

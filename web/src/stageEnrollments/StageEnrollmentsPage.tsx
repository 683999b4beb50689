import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PublicIcon from '@mui/icons-material/Public';
import { Box, Card, CardContent, Stack, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import { ErrorCode, type StageDetail, type StageDocumentCounts } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { DownloadLink } from '../documents/DownloadLink';
import { API_URL, ApiFailure, api } from '../providers/apiClient';
import { HttpError, useGetOne, useNotify, useTranslate } from 'react-admin';
import { Button } from '../layout/Button';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { downloadFile } from '../providers/download';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';
import { StageRefusal } from '../stages/StageRefusal';
import { addChildPath } from '../stages/StageLinks';
import { StageMessages } from '../stageMessages/StageMessages';
import { StageAttendance } from './StageAttendance';
import { StageDecisionHistory } from './StageDecisionHistory';
import { StageEnrollmentList } from './StageEnrollmentList';
import { StageWaitingList } from './StageWaitingList';

const TABS = ['enrollments', 'attendance', 'waiting-list', 'messages', 'history'] as const;
type EnrollmentsTab = (typeof TABS)[number];

const ExcelButton = ({ slug }: { readonly slug: string }) => {
  const notify = useNotify();
  return (
    <Button
      label="app.stage_enrollments.export"
      onClick={() =>
        void downloadFile(`/organization/stages/${slug}/enrollments/export/`, `${slug}.xlsx`).catch(
          (error: unknown) => notify(describeFailure(error).message, { type: 'error' }),
        )
      }
    >
      <DownloadIcon />
    </Button>
  );
};

const ZIP_NAMES = { invoices: 'invoices', 'mutual-certificates': 'certificates' } as const;

/**
 * Every invoice (with its credit note) or every mutual insurer's certificate of the stage, in one
 * ZIP. While the stage has none, the button is disabled and says why (on hover or focus), rather
 * than offer an empty file; `count` is null while not known, and the click then says so itself.
 */
const ZipButton = ({
  slug,
  kind,
  count,
}: {
  readonly slug: string;
  readonly kind: keyof typeof ZIP_NAMES;
  readonly count: number | null;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const names = ZIP_NAMES[kind];
  const label = translate(`app.stage_enrollments.zip_${names}`);
  if (count === 0) {
    return (
      <Tooltip title={translate(`app.stage_enrollments.no_${names}`)}>
        {/* A disabled button takes no pointer or focus: the tooltip hangs on its wrapper. */}
        <span tabIndex={0} data-testid={`zip-${kind}`}>
          <DownloadLink url="" fallbackName="" icon={<FolderZipIcon />} variant="text" disabled>
            {label}
          </DownloadLink>
        </span>
      </Tooltip>
    );
  }
  return (
    <DownloadLink
      url={`${API_URL}/organization/stages/${slug}/documents/?kind=${kind}`}
      fallbackName={`${slug}-${kind}.zip`}
      icon={<FolderZipIcon />}
      variant="text"
      onFailure={(failure) => {
        if (!(failure instanceof ApiFailure) || failure.code !== ErrorCode.documentNotFound) {
          return false;
        }
        notify(`app.stage_enrollments.no_${names}`, { type: 'info' });
        return true;
      }}
    >
      {label}
    </DownloadLink>
  );
};

/** How many documents each of the stage's ZIPs holds; asked again when the page refreshes. */
const useDocumentCounts = (slug: string) =>
  useQuery({
    queryKey: ['stage-document-counts', slug],
    queryFn: () => api<StageDocumentCounts>(`/organization/stages/${slug}/documents/counts/`),
  }).data ?? null;

/** The stage in a line, its places, and what the organizer does with it from here. */
const StageHeader = ({ stage }: { readonly stage: StageDetail }) => {
  const translate = useTranslate();
  const format = useFormats();
  const counts = useDocumentCounts(stage.slug);
  return (
    <Box sx={{ mb: 2, px: { xs: 1, sm: 0 } }}>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {stage.name}
      </Typography>
      <Typography color="text.secondary">
        {`${format.date(stage.starts_at)} – ${format.date(stage.ends_at)}`}
      </Typography>
      <Typography sx={{ mt: 1 }} data-testid="stage-places">
        {`${translate('app.stages.places_left', {
          smart_count: stage.remaining_places,
          max: stage.max_children,
        })} (${translate('app.stage_enrollments.held', { smart_count: stage.registered })})`}
        {stage.held_places > 0 &&
          ` · ${translate('app.stage_waiting_list.held', { smart_count: stage.held_places })}`}
        {stage.waiting_count > 0 &&
          ` · ${translate('app.stage_waiting_list.waiting', { smart_count: stage.waiting_count })}`}
      </Typography>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
        <ExcelButton slug={stage.slug} />
        <ZipButton slug={stage.slug} kind="invoices" count={counts?.invoices ?? null} />
        <ZipButton
          slug={stage.slug}
          kind="mutual-certificates"
          count={counts?.mutual_certificates ?? null}
        />
        <Button
          component={Link}
          to={addChildPath(stage.slug)}
          label="app.stage_enrollments.add_child"
        >
          <PersonAddIcon />
        </Button>
        <Button
          component={Link}
          to={`/stage/manage/${stage.slug}`}
          label="app.stage_enrollments.edit"
        >
          <EditIcon />
        </Button>
        <Button component={Link} to={`/stage/${stage.slug}`} label="app.stages.public_page">
          <PublicIcon />
        </Button>
      </Stack>
    </Box>
  );
};

const codeOf = (error: unknown) =>
  error instanceof HttpError && error.message.startsWith('errors.')
    ? error.message.slice('errors.'.length)
    : ErrorCode.stageNotFound;

/**
 * /organization/settings/stage/{slug}: the stage's enrollments to decide on, the days' attendance,
 * its waiting list, its messages to the families, and the history of its decisions. Another
 * organization's stage is said to be out of reach.
 */
export const StageEnrollmentsPage = () => {
  const translate = useTranslate();
  const { slug = '' } = useParams<'slug'>();
  const [params, setParams] = useSearchParams();
  const tab: EnrollmentsTab = TABS.find((name) => name === params.get('tab')) ?? 'enrollments';
  const { data: stage, error } = useGetOne<StageDetail & { id: string }>(
    'stage/manage',
    { id: slug },
    { retry: false },
  );
  if (error) {
    return <StageRefusal code={codeOf(error)} slug={slug} title="app.stage_enrollments.title" />;
  }
  return (
    <Box sx={{ mt: 2 }}>
      <PageTitle
        title={stage?.name ?? translate('app.stage_enrollments.title')}
        headingOnPage={stage !== undefined}
      />
      {stage && <StageHeader stage={stage} />}
      <Tabs
        value={tab}
        onChange={(_event, next: EnrollmentsTab) => setParams({ tab: next }, { replace: true })}
        variant="scrollable"
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`app.stage_enrollments.tabs.${name}`)} />
        ))}
      </Tabs>
      <Card sx={{ mt: 1 }}>
        <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
          {tab === 'enrollments' ? (
            <StageEnrollmentList slug={slug} />
          ) : tab === 'attendance' ? (
            <StageAttendance slug={slug} />
          ) : tab === 'waiting-list' ? (
            <StageWaitingList slug={slug} />
          ) : tab === 'messages' ? (
            <StageMessages slug={slug} />
          ) : (
            <StageDecisionHistory slug={slug} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};

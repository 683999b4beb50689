import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import type { OrganizationChildDetail, OrganizationChildHealth } from '@stages/contracts';
import { useId, type ReactNode } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { PhotoConsentMark } from '../children/PhotoConsentMark';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';
import { childName, ORGANIZATION_CHILDREN, ParentContact, StageChips } from './childParts';

const multiline = { whiteSpace: 'pre-line', overflowWrap: 'anywhere' } as const;

/** Label and value pairs, side by side on a laptop, one under the other on a phone. */
const Facts = ({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) => (
  <Box
    component="dl"
    sx={{
      display: 'grid',
      gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, max-content) 1fr' },
      columnGap: 2,
      rowGap: { xs: 0, sm: 1 },
      m: 0,
      '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 1, sm: 0 } },
      '& dd': { m: 0, typography: 'body2', ...multiline },
    }}
  >
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <dt>{label}</dt>
        <dd>{value === '' || value === null ? '—' : value}</dd>
      </Box>
    ))}
  </Box>
);

const Heading = ({ children }: { readonly children: ReactNode }) => (
  <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 1 }}>
    {children}
  </Typography>
);

const HealthFacts = ({ health }: { readonly health: OrganizationChildHealth }) => {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.children.fields.${name}`);
  const yesNo = (value: boolean) => translate(`app.organization_children.${value ? 'yes' : 'no'}`);
  const doctor = `${health.doctor_first_name} ${health.doctor_last_name}`.trim();
  return (
    <Facts
      rows={[
        [field('allergies'), health.allergies],
        [field('diet'), health.diet],
        [field('medications'), health.medications],
        [field('important_info'), health.important_info],
        [field('can_swim'), yesNo(health.can_swim)],
        [field('tetanus_vaccine'), yesNo(health.tetanus_vaccine)],
        [field('disabled'), yesNo(health.disabled)],
        [field('height'), health.height],
        [field('weight'), health.weight],
        [
          translate('app.organization_children.doctor'),
          [doctor, health.doctor_phone].filter(Boolean).join(' · '),
        ],
      ]}
    />
  );
};

const Sheet = ({ child }: { readonly child: OrganizationChildDetail }) => {
  const translate = useTranslate();
  const format = useFormats();
  const age = translate('app.organization_children.years', { smart_count: child.age });
  return (
    <>
      <Heading>{translate('app.organization_children.identity')}</Heading>
      <Facts
        rows={[
          [
            translate('resources.children.fields.birth_date'),
            `${format.date(child.birth_date)} (${age})`,
          ],
          [
            translate('resources.children.fields.sex'),
            translate(`app.children.sexes.${child.sex}`),
          ],
          [
            translate('resources.children.fields.photo_consent'),
            <PhotoConsentMark
              key="photos"
              consent={child.photo_consent}
              answered={child.photo_consent_answered}
              withLabel
            />,
          ],
          [translate('app.organization_children.stages'), <StageChips key="s" child={child} />],
          [translate('app.organization_children.parent'), <ParentContact key="p" child={child} />],
        ]}
      />
      <Heading>{translate('app.organization_children.sheet')}</Heading>
      {!child.health_available ? (
        <Alert severity="warning">{translate('app.organization_children.not_available')}</Alert>
      ) : (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('app.organization_children.recorded')}
            {child.health_available_until && (
              <>
                {' '}
                {translate('app.organization_children.available_until', {
                  date: format.date(child.health_available_until),
                })}
              </>
            )}
          </Alert>
          {child.health ? (
            <HealthFacts health={child.health} />
          ) : (
            <Typography variant="body2">
              {translate('app.organization_children.no_sheet')}
            </Typography>
          )}
        </>
      )}
    </>
  );
};

/**
 * One child's sheet, asked from the API each time the dialog opens (each answer is a recorded
 * reading) and dropped from the cache once it closes: health data stays on screen no longer
 * than it is looked at.
 */
const SheetContent = ({ id, titleId }: { readonly id: string; readonly titleId: string }) => {
  const translate = useTranslate();
  const { data, error, isPending } = useGetOne<OrganizationChildDetail>(
    ORGANIZATION_CHILDREN,
    // Its own cache entry: the list's rows, without the sheet, never stand in for it.
    { id, meta: { sheet: true } },
    { gcTime: 0, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
  );
  return (
    <>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {data ? childName(data) : translate('app.organization_children.sheet')}
      </DialogTitle>
      <DialogContent dividers>
        {isPending && <LinearProgress />}
        {error && (
          <Alert severity="warning">{translate('app.organization_children.not_found')}</Alert>
        )}
        {data && <Sheet child={data} />}
      </DialogContent>
    </>
  );
};

/** The sheet over the list: the whole screen on a phone, a wide dialog on a laptop. */
export const OrganizationChildShow = ({
  id,
  onClose,
}: {
  readonly id: string | null;
  readonly onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullScreen={!useWideScreen()}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      {id !== null && <SheetContent id={id} titleId={titleId} />}
      <DialogActions>
        <Button onClick={onClose}>{translate('app.organization_children.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

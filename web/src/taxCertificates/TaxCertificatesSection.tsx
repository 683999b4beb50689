import CodeIcon from '@mui/icons-material/Code';
import {
  Alert,
  Box,
  Card,
  CardContent,
  CircularProgress,
  Link as MuiLink,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import {
  brusselsDay,
  ErrorCode,
  type TaxCertificateAnswer,
  type TaxCertificateGap,
  type TaxYearAnswer,
} from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DownloadLink } from '../documents/DownloadLink';
import { gapOwner, GapList } from '../documents/MissingData';
import { useWideScreen } from '../layout/useWideScreen';
import { ApiFailure, api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';
import { defaultTaxYear, taxYearChoices, taxYearNotices, type TaxYearNotice } from './taxYear';

/** The query of a year's certificates; saving the profile asks them again. */
export const TAX_CERTIFICATES_QUERY = 'tax-certificates';

/** The data that sits on this very tab, above: the certification and the permission to issue. */
const ON_THIS_TAB: readonly TaxCertificateGap[] = [
  'organization.tax_certificates',
  'organization.certification',
  'organization.certifier_name',
  'organization.certifier_address',
];

/** The profile's switch that lets the organization issue certificates, brought into view. */
const focusTaxSwitch = () => {
  const input = document.querySelector<HTMLInputElement>('input[name="tax_certificates"]');
  input?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  input?.focus({ preventScroll: true });
};

/** For the organizer: what a certificate lacks, and who completes each. */
const OrganizerMissingData = ({ gaps }: { readonly gaps: readonly TaxCertificateGap[] }) => {
  const translate = useTranslate();
  const owners = new Set(gaps.map(gapOwner));
  return (
    <Box sx={{ typography: 'body2' }}>
      <Box sx={{ fontWeight: 500 }}>{translate('app.tax_certificates.missing')}</Box>
      <GapList gaps={gaps} />
      <Stack sx={{ mt: 0.5, gap: 0.25, alignItems: 'flex-start', color: 'text.secondary' }}>
        {gaps.includes('organization.address') && (
          <MuiLink component={Link} to="/organization/settings/?tab=profile">
            {translate('app.tax_certificates.fix_profile')}
          </MuiLink>
        )}
        {gaps.some((gap) => ON_THIS_TAB.includes(gap)) && (
          <MuiLink component="button" type="button" onClick={focusTaxSwitch}>
            {translate('app.tax_certificates.fix_above')}
          </MuiLink>
        )}
        {(owners.has('debtor') || owners.has('child')) && (
          <span>{translate('app.tax_certificates.family_completes')}</span>
        )}
      </Stack>
    </Box>
  );
};

/** "N° 3", and the part when a child has more than four periods. */
const useSerial = () => {
  const translate = useTranslate();
  return (certificate: TaxCertificateAnswer) =>
    certificate.part > 1
      ? translate('app.tax_certificates.serial_part', {
          serial: certificate.serial,
          part: certificate.part,
        })
      : translate('app.tax_certificates.serial', { serial: certificate.serial });
};

/** Each period on its line: the days, how many, what was paid (and the day's rate when above the maximum). */
const Periods = ({ certificate }: { readonly certificate: TaxCertificateAnswer }) => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {certificate.periods.map((period) => (
        <li key={`${period.from}-${period.to}`}>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {`${format.date(period.from)} – ${format.date(period.to)}`}
          </Box>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {[
              translate('app.tax_certificates.days', { smart_count: period.days }),
              format.price(period.amount_cents),
              period.daily_rate_cents === null
                ? null
                : translate('app.tax_certificates.daily_rate', {
                    rate: format.price(period.daily_rate_cents),
                  }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Box>
        </li>
      ))}
    </Box>
  );
};

const CertificateDownload = ({ certificate }: { readonly certificate: TaxCertificateAnswer }) => {
  const translate = useTranslate();
  if (!certificate.url) return null;
  return (
    <DownloadLink
      url={certificate.url}
      fallbackName={`281.86-${certificate.serial}-${certificate.child_name}.pdf`}
    >
      {translate('app.tax_certificates.download')}
    </DownloadLink>
  );
};

/** A certificate of a year not over: from when it is issued. */
const IssuedFrom = ({ answer }: { readonly answer: TaxYearAnswer }) => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.tax_certificates.available_from', { date: format.date(answer.issued_from) })}
    </Typography>
  );
};

/**
 * What a certificate offers: its download, or why not yet (the year not over, data it lacks).
 * `framed` sets what it lacks apart, on a phone's card.
 */
const CertificateState = ({
  answer,
  certificate,
  framed = false,
}: {
  readonly answer: TaxYearAnswer;
  readonly certificate: TaxCertificateAnswer;
  readonly framed?: boolean;
}) => {
  if (certificate.url) return <CertificateDownload certificate={certificate} />;
  const missing = certificate.missing.length > 0 && (
    <OrganizerMissingData gaps={certificate.missing} />
  );
  return (
    <Stack sx={{ gap: 1 }}>
      {answer.provisional && <IssuedFrom answer={answer} />}
      {missing && framed ? (
        <Alert severity="warning" icon={false} role="note">
          {missing}
        </Alert>
      ) : (
        missing
      )}
    </Stack>
  );
};

const CertificateTable = ({ answer }: { readonly answer: TaxYearAnswer }) => {
  const translate = useTranslate();
  const format = useFormats();
  const serial = useSerial();
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={translate('app.tax_certificates.table', { year: answer.year })}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.tax_certificates.columns.serial')}</TableCell>
            <TableCell>{translate('app.tax_certificates.columns.child')}</TableCell>
            <TableCell>{translate('app.tax_certificates.columns.periods')}</TableCell>
            <TableCell align="right">{translate('app.tax_certificates.columns.total')}</TableCell>
            <TableCell align="right">
              {translate('app.tax_certificates.columns.deductible')}
            </TableCell>
            <TableCell>{translate('app.tax_certificates.columns.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {answer.certificates.map((certificate) => (
            <TableRow key={certificate.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{serial(certificate)}</TableCell>
              <TableCell>{certificate.child_name}</TableCell>
              <TableCell>
                <Periods certificate={certificate} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format.price(certificate.total_cents)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {format.price(certificate.deductible_cents)}
              </TableCell>
              <TableCell>
                <CertificateState answer={answer} certificate={certificate} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};

/** On a phone: a card per certificate. */
const CertificateCards = ({ answer }: { readonly answer: TaxYearAnswer }) => {
  const translate = useTranslate();
  const format = useFormats();
  const serial = useSerial();
  return (
    <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none', gap: 1 }}>
      {answer.certificates.map((certificate) => (
        <Card component="li" variant="outlined" key={certificate.id}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography sx={{ fontWeight: 500 }}>
              {`${serial(certificate)} · ${certificate.child_name}`}
            </Typography>
            <Box sx={{ typography: 'body2', my: 1 }}>
              <Periods certificate={certificate} />
            </Box>
            <Typography variant="body2">
              {translate('app.tax_certificates.amounts', {
                total: format.price(certificate.total_cents),
                deductible: format.price(certificate.deductible_cents),
              })}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <CertificateState answer={answer} certificate={certificate} framed />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

const Notice = ({ notice, answer }: { notice: TaxYearNotice; answer: TaxYearAnswer }) => {
  const translate = useTranslate();
  const format = useFormats();
  const text = translate(`app.tax_certificates.notices.${notice.kind}`, {
    year: answer.year,
    date: format.date(answer.filing_due),
    amount: format.price(answer.daily_maximum_cents),
    issued: format.date(answer.issued_from),
  });
  return (
    <Alert severity={notice.severity} role="note">
      {text}
      {notice.kind === 'not_issuing' && (
        <>
          {' '}
          <MuiLink component="button" type="button" onClick={focusTaxSwitch}>
            {translate('app.tax_certificates.to_switch')}
          </MuiLink>
        </>
      )}
    </Alert>
  );
};

/** The Belcotax-on-web file of the year, or why it cannot be had yet. */
const BelcotaxButton = ({ answer }: { readonly answer: TaxYearAnswer }) => {
  const translate = useTranslate();
  const format = useFormats();
  const [refusal, setRefusal] = useState<{ message: string; detail?: string } | null>(null);
  const label = translate('app.tax_certificates.belcotax');
  if (!answer.belcotax_url) {
    return (
      <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
        <DownloadLink url="" fallbackName="" icon={<CodeIcon />} variant="contained" disabled>
          {label}
        </DownloadLink>
        <Typography variant="body2" color="text.secondary">
          {translate(
            answer.certificates.length === 0
              ? 'app.tax_certificates.belcotax_none'
              : answer.provisional
                ? 'app.tax_certificates.belcotax_not_over'
                : answer.belcotax_problem
                  ? 'app.tax_certificates.belcotax_profile'
                  : 'app.tax_certificates.belcotax_incomplete',
            { year: answer.year, date: format.date(answer.issued_from) },
          )}
        </Typography>
        {answer.belcotax_problem && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.tax_certificates.server_said', { detail: answer.belcotax_problem })}
          </Typography>
        )}
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <DownloadLink
        url={answer.belcotax_url}
        fallbackName={`belcotax-281.86-${answer.year}.xml`}
        icon={<CodeIcon />}
        variant="contained"
        onStart={() => setRefusal(null)}
        onFailure={(failure) => {
          if (!(failure instanceof ApiFailure) || failure.status === 500) return false;
          setRefusal({
            message: describeFailure(failure).message,
            detail: failure.code === ErrorCode.documentIncomplete ? failure.detail : undefined,
          });
          return true;
        }}
      >
        {label}
      </DownloadLink>
      {refusal && (
        <Alert severity="error" role="alert" onClose={() => setRefusal(null)}>
          {translate(refusal.message)}
          {refusal.detail && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {translate('app.tax_certificates.server_said', { detail: refusal.detail })}
            </Box>
          )}
        </Alert>
      )}
    </Stack>
  );
};

const YearContent = ({ year, today }: { readonly year: number; readonly today: string }) => {
  const translate = useTranslate();
  const wide = useWideScreen();
  const answer = useQuery({
    queryKey: [TAX_CERTIFICATES_QUERY, year],
    queryFn: () => api<TaxYearAnswer>(`/organization/tax-certificates/${year}/`),
  });
  if (answer.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (answer.error) {
    return (
      <Alert severity="error" role="alert">
        {translate(describeFailure(answer.error).message)}
      </Alert>
    );
  }
  const { data } = answer;
  return (
    <Stack sx={{ gap: 2 }}>
      {taxYearNotices(data, today).map((notice) => (
        <Notice key={notice.kind} notice={notice} answer={data} />
      ))}
      <BelcotaxButton answer={data} />
      {data.certificates.length === 0 ? (
        <Typography color="text.secondary">
          {translate('app.tax_certificates.none', { year: data.year })}
        </Typography>
      ) : wide ? (
        <CertificateTable answer={data} />
      ) : (
        <CertificateCards answer={data} />
      )}
    </Stack>
  );
};

/**
 * The organization's childcare tax certificates 281.86 of an income year, worked out from its
 * paid stays: the year's notices, each certificate (or what it lacks) and the Belcotax-on-web
 * file that declares them.
 */
export const TaxCertificatesSection = () => {
  const translate = useTranslate();
  const today = brusselsDay();
  const [year, setYear] = useState(() => defaultTaxYear(today));
  const headingId = useId();
  return (
    // On a phone the profile's save bar stays at the bottom of the screen: room for it below.
    <Box component="section" aria-labelledby={headingId} sx={{ pb: { xs: 9, sm: 0 } }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {translate('app.tax_certificates.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.tax_certificates.intro')}
      </Typography>
      <TextField
        select
        size="small"
        label={translate('app.tax_certificates.year')}
        value={String(year)}
        onChange={(event) => setYear(Number(event.target.value))}
        sx={{ width: { xs: '100%', sm: 200 }, mb: 2 }}
      >
        {taxYearChoices(today).map((choice) => (
          <MenuItem key={choice} value={String(choice)}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
      <YearContent year={year} today={today} />
    </Box>
  );
};

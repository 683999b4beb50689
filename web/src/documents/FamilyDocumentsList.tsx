import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  Alert,
  Box,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { DOCUMENT_KINDS, type DocumentKind, type FamilyDocument } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';
import { DownloadLink } from './DownloadLink';
import { FamilyMissingData } from './MissingData';

const KIND_ICONS: Record<DocumentKind, ReactElement> = {
  invoice: <ReceiptLongIcon />,
  credit_note: <AssignmentReturnIcon />,
  mutual_certificate: <HealthAndSafetyIcon />,
  tax_certificate: <AccountBalanceIcon />,
};

/** Within a child's year: the bills first, then what they give right to. */
const KIND_ORDER: Record<DocumentKind, number> = {
  invoice: 0,
  credit_note: 1,
  mutual_certificate: 2,
  tax_certificate: 3,
};

const byKindThenNewest = (a: FamilyDocument, b: FamilyDocument) =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
  (b.issued_on ?? '').localeCompare(a.issued_on ?? '') ||
  a.title.localeCompare(b.title);

/** The documents by year, newest first, then by child (by name), each child's in order. */
export function groupDocuments(documents: readonly FamilyDocument[]) {
  const years = [...new Set(documents.map((document) => document.year))].sort((a, b) => b - a);
  return years.map((year) => {
    const ofYear = documents.filter((document) => document.year === year);
    const children = [...new Map(ofYear.map((each) => [each.child_id, each.child_name]))]
      .sort(([, a], [, b]) => a.localeCompare(b))
      .map(([childId, childName]) => ({
        childId,
        childName,
        documents: ofYear.filter((each) => each.child_id === childId).sort(byKindThenNewest),
      }));
    return { year, children };
  });
}

interface Filters {
  readonly year: string;
  readonly child: string;
  readonly kind: string;
}

const FilterSelect = ({
  label,
  value,
  onChange,
  options,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly options: readonly { id: string; name: string }[];
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // "All" is said, not left blank.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      // Two to a line on a phone, the third below at full width.
      sx={{ flex: { xs: '1 1 9rem', sm: '0 0 200px' }, minWidth: 0 }}
    >
      <MenuItem value="">{translate('app.documents.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * One document: what it is, from whom, when, and its download, or why not yet: from when it is
 * issued (a 281.86 of a year not over), and what it still lacks.
 */
const DocumentRow = ({ document }: { readonly document: FamilyDocument }) => {
  const translate = useTranslate();
  const format = useFormats();
  const details = [
    document.organization_name,
    document.issued_on
      ? translate('app.documents.issued_on', { date: format.date(document.issued_on) })
      : null,
  ].filter(Boolean);
  return (
    <Box component="li" sx={{ py: 1.5, listStyle: 'none' }} data-testid="family-document">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
        <Box
          sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }}
          title={translate(`app.documents.kinds.${document.kind}`)}
        >
          {KIND_ICONS[document.kind]}
        </Box>
        <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {document.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {details.join(' · ')}
          </Typography>
        </Box>
        {document.url && (
          <Box sx={{ ml: { xs: 4.5, sm: 0 } }}>
            <DownloadLink url={document.url} fallbackName={`${document.title}.pdf`}>
              {translate('app.documents.download')}
            </DownloadLink>
          </Box>
        )}
      </Stack>
      {(document.available_from || document.missing.length > 0) && (
        <Box sx={{ pl: { xs: 0, sm: 4.5 } }}>
          {document.available_from && (
            <Alert severity="info" role="note" sx={{ mt: 1 }}>
              {translate('app.documents.available_from', {
                date: format.date(document.available_from),
              })}
            </Alert>
          )}
          {document.missing.length > 0 && (
            <FamilyMissingData
              gaps={document.missing}
              childId={document.child_id}
              childName={document.child_name}
              organizationName={document.organization_name}
            />
          )}
        </Box>
      )}
    </Box>
  );
};

/** When nothing is there yet: when each kind of document comes. */
const EmptyState = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.documents.empty_title')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, color: 'text.secondary' }}>
        <li>{translate('app.documents.empty_invoice')}</li>
        <li>{translate('app.documents.empty_mutual')}</li>
        <li>{translate('app.documents.empty_tax')}</li>
      </Box>
    </Box>
  );
};

/**
 * The family's documents (invoices, credit notes, mutual insurers' certificates and 281.86), by
 * year then child, with filters by year, child and kind. `kind` chooses the kind shown first
 * (the fiscal documents' tab shows the 281.86).
 */
export const FamilyDocumentsList = ({ kind = '' }: { readonly kind?: DocumentKind | '' }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [filters, setFilters] = useState<Filters>({ year: '', child: '', kind });
  // The titles come in the reader's language: asked again when it changes.
  const documents = useQuery({
    queryKey: ['documents', locale],
    queryFn: () => api<FamilyDocument[]>('/documents/'),
  });
  if (documents.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (documents.error) {
    return (
      <Alert severity="error" role="alert">
        {translate(describeFailure(documents.error).message)}
      </Alert>
    );
  }
  const all = documents.data;
  if (all.length === 0) return <EmptyState />;
  const set = (name: keyof Filters) => (value: string) => setFilters({ ...filters, [name]: value });
  const shown = all.filter(
    (document) =>
      (!filters.year || String(document.year) === filters.year) &&
      (!filters.child || document.child_id === filters.child) &&
      (!filters.kind || document.kind === filters.kind),
  );
  const years = [...new Set(all.map((document) => document.year))].sort((a, b) => b - a);
  const children = [...new Map(all.map((document) => [document.child_id, document.child_name]))];
  return (
    <>
      <Stack
        direction="row"
        sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}
        role="group"
        aria-label={translate('app.documents.filters.label')}
      >
        <FilterSelect
          label="app.documents.filters.year"
          value={filters.year}
          onChange={set('year')}
          options={years.map((year) => ({ id: String(year), name: String(year) }))}
        />
        <FilterSelect
          label="app.documents.filters.child"
          value={filters.child}
          onChange={set('child')}
          options={children.map(([id, name]) => ({ id, name }))}
        />
        <FilterSelect
          label="app.documents.filters.kind"
          value={filters.kind}
          onChange={set('kind')}
          options={DOCUMENT_KINDS.map((each) => ({
            id: each,
            name: translate(`app.documents.kinds.${each}`),
          }))}
        />
      </Stack>
      {shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('app.documents.no_match')}
        </Typography>
      )}
      {groupDocuments(shown).map(({ year, children: ofYear }) => (
        <Box component="section" key={year} aria-labelledby={`documents-${year}`} sx={{ mt: 2 }}>
          <Typography variant="h5" component="h2" id={`documents-${year}`}>
            {year}
          </Typography>
          {ofYear.map(({ childId, childName, documents: ofChild }) => (
            <Box key={childId} sx={{ mt: 1 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {childName}
              </Typography>
              <Box
                component="ul"
                sx={{ m: 0, p: 0, '& > li + li': { borderTop: 1, borderColor: 'divider' } }}
              >
                {ofChild.map((document) => (
                  <DocumentRow key={document.id} document={document} />
                ))}
              </Box>
            </Box>
          ))}
        </Box>
      ))}
    </>
  );
};

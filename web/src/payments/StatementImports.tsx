import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  Link as MuiLink,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { BankStatementReport } from '@stages/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useRefresh, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { api, uploadFile } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';
import { StatementReportView } from './StatementReport';

const IMPORTS = '/organization/bank-statements/';

/** The file picker, and what the upload answered: the report, or why it was refused. */
const ImportForm = ({ onImported }: { readonly onImported: (id: string) => void }) => {
  const translate = useTranslate();
  const picker = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const refresh = useRefresh();

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSending(true);
    setRefusal(null);
    try {
      const report = await uploadFile<BankStatementReport>(IMPORTS, file);
      queryClient.setQueryData([IMPORTS, report.id], report);
      await queryClient.invalidateQueries({ queryKey: [IMPORTS, 'list'] });
      refresh();
      onImported(report.id);
    } catch (failure) {
      setRefusal(describeFailure(failure).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{translate('app.statements.intro')}</Typography>
      <Button
        variant="contained"
        startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <UploadFileIcon />}
        disabled={sending}
        onClick={() => picker.current?.click()}
      >
        {translate('app.statements.import')}
      </Button>
      <input
        ref={picker}
        type="file"
        hidden
        accept=".cod,.coda,.txt,.xml"
        aria-label={translate('app.statements.file')}
        onChange={(event) => void onPick(event)}
      />
      {refusal && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {translate(refusal)}
        </Alert>
      )}
    </Stack>
  );
};

/** The report named in the address, from the list's cache or asked for. */
const SelectedReport = ({ id }: { readonly id: string }) => {
  const translate = useTranslate();
  const report = useQuery({
    queryKey: [IMPORTS, id],
    queryFn: () => api<BankStatementReport>(`${IMPORTS}${id}/`),
    retry: false,
  });
  if (report.error) {
    return <Alert severity="error">{translate(describeFailure(report.error).message)}</Alert>;
  }
  return report.data ? <StatementReportView report={report.data} /> : null;
};

/** The imports made so far, newest first, each opening its report. */
const PastImports = ({ selected }: { readonly selected: string | null }) => {
  const translate = useTranslate();
  const format = useFormats();
  const imports = useQuery({
    queryKey: [IMPORTS, 'list'],
    queryFn: () => api<BankStatementReport[]>(`${IMPORTS}?range=${encodeURIComponent('[0,19]')}`),
  });
  if (!imports.data) return null;
  return (
    <Box component="section" aria-labelledby="past-imports">
      <Typography id="past-imports" variant="h6" component="h2">
        {translate('app.statements.past')}
      </Typography>
      {imports.data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.statements.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {imports.data.map((report) => (
            <ListItem
              key={report.id}
              disableGutters
              sx={report.id === selected ? { bgcolor: 'action.selected', px: 1 } : { px: 1 }}
            >
              <ListItemText
                primary={
                  <MuiLink
                    component={Link}
                    to={`?tab=statements&report=${report.id}`}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {report.file_name}
                  </MuiLink>
                }
                secondary={[
                  format.dateTime(report.imported_at),
                  translate('app.statements.summary', {
                    bills_matched: translate('app.statements.matched', {
                      smart_count: report.matched.length,
                    }),
                    credits_to_examine: translate('app.statements.to_examine', {
                      smart_count: report.unmatched.length,
                    }),
                  }),
                ].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};

/**
 * Importing a bank statement (CODA or camt.053): the bills its credits pay are marked paid, the
 * others are listed with the reason, and the past imports can be read again.
 */
export const StatementImports = () => {
  const [params, setParams] = useSearchParams();
  const selected = params.get('report');
  return (
    <Stack spacing={3}>
      <ImportForm onImported={(id) => setParams({ tab: 'statements', report: id })} />
      {selected && (
        <>
          <Divider />
          <SelectedReport id={selected} />
        </>
      )}
      <Divider />
      <PastImports selected={selected} />
    </Stack>
  );
};

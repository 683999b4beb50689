import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Stack,
  Typography,
} from '@mui/material';
import { ROLES } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DownloaderTarget } from '../../documents/folders';
import { PageTitle } from '../../layout/PageTitle';
import { ApiFailure } from '../../providers/apiClient';
import { fetchFile, saveFile } from '../../providers/download';
import { useCurrentUser } from '../../providers/useCurrentUser';
import { useFormats } from '../../providers/useFormats';
import { describeFailure } from '../../providers/validation';

/** Where a reader goes from here: a parent to the family's documents, anyone else home. */
const useWayOn = () => {
  const { user } = useCurrentUser();
  return user?.role === ROLES.parent
    ? { to: '/parent/documents/', label: 'app.download.to_documents' }
    : { to: '/', label: 'app.account.back_home' };
};

const Frame = ({ children }: { readonly children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Container maxWidth="sm" sx={{ py: 3, px: { xs: 1, sm: 2 } }}>
      <PageTitle title="app.download.title" />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.download.title')}
      </Typography>
      <Card variant="outlined">
        <CardContent>{children}</CardContent>
      </Card>
    </Container>
  );
};

/**
 * The downloader of a document an e-mail links to: the file is fetched first, then named with
 * its size, and saved once the reader confirms. A document that is not there (or not theirs)
 * is said to be not found; one not yet given (an unpaid bill's certificate) says why.
 */
export const DownloadPage = ({ target }: { readonly target: DownloaderTarget }) => {
  const translate = useTranslate();
  const format = useFormats();
  const wayOn = useWayOn();
  const [saved, setSaved] = useState(false);
  const file = useQuery({
    queryKey: ['download', target.url],
    queryFn: () => fetchFile(target.url, `${target.enrollmentId}.pdf`),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const back = (
    <Button component={Link} to={wayOn.to} variant="outlined" sx={{ mt: 2 }}>
      {translate(wayOn.label)}
    </Button>
  );
  if (file.isPending) {
    return (
      <Frame>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate('app.download.preparing')}</Typography>
        </Stack>
      </Frame>
    );
  }
  if (file.error) {
    const notFound = file.error instanceof ApiFailure && file.error.status === 404;
    return (
      <Frame>
        <Alert severity={notFound ? 'warning' : 'error'} role="alert">
          {translate(notFound ? 'app.download.not_found' : describeFailure(file.error).message)}
        </Alert>
        {back}
      </Frame>
    );
  }
  const { name, size } = file.data;
  return (
    <Frame>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.download.intro', {
          kind: translate(`app.documents.kinds.${target.kind}`),
        })}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, mb: 2 }}>
        <PictureAsPdfIcon color="error" fontSize="large" />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="file-name">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="file-size">
            {translate('app.download.size', { size: format.fileSize(size) })}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => {
            saveFile(file.data);
            setSaved(true);
          }}
        >
          {translate('app.download.confirm')}
        </Button>
        <Button component={Link} to={wayOn.to}>
          {translate(wayOn.label)}
        </Button>
      </Stack>
      {saved && (
        <Alert severity="success" role="status" sx={{ mt: 2 }}>
          {translate('app.download.saved', { name })}
        </Alert>
      )}
    </Frame>
  );
};

import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { StoredFileInfo, UploadKind } from '@stages/contracts';
import { useRef, useState, type ChangeEvent } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { uploadFile } from '../providers/apiClient';
import { describeFailure } from '../providers/validation';
import { useUploadRules } from './useUploadRules';

const MB = 1024 * 1024;
const fileUrl = (id: string) => `/api/v1/files/${id}`;

export interface FileUploadInputProps {
  /** The form field holding the stored file's id. */
  readonly source: string;
  readonly kind: UploadKind;
  /** Where the file is sent; the API checks it and answers with the stored file. */
  readonly uploadPath: string;
  readonly label: string;
}

/**
 * Picks a file, sends it at once, and keeps the stored file's id in the form. The limits shown
 * come from the server, which applies the same ones.
 */
export const FileUploadInput = ({ source, kind, uploadPath, label }: FileUploadInputProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { field } = useInput({ source });
  const rules = useUploadRules()?.[kind];
  const picker = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fileId = field.value as string | null;
  const isImage = kind === 'logo' || kind === 'stage_image';

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setSending(true);
    setError(null);
    try {
      const stored = await uploadFile<StoredFileInfo>(uploadPath, file);
      field.onChange(stored.id);
      notify('app.uploads.sent', { type: 'success' });
    } catch (failure) {
      setError(describeFailure(failure).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="subtitle2">{translate(label)}</Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 1 }}>
        {fileId && isImage && (
          <Box
            component="img"
            src={fileUrl(fileId)}
            alt={translate(label)}
            sx={{ maxHeight: 96, maxWidth: 200, borderRadius: 1, objectFit: 'cover' }}
          />
        )}
        {fileId && !isImage && (
          <Link href={fileUrl(fileId)} target="_blank" rel="noopener">
            {translate('app.uploads.open')}
          </Link>
        )}
        <Button
          variant="outlined"
          startIcon={sending ? <CircularProgress size={16} /> : <UploadFileIcon />}
          disabled={sending}
          onClick={() => picker.current?.click()}
        >
          {translate(fileId ? 'app.uploads.replace' : 'app.uploads.choose')}
        </Button>
        <input
          ref={picker}
          type="file"
          hidden
          accept={rules?.mime_types.join(',')}
          aria-label={translate(label)}
          onChange={(event) => void onPick(event)}
        />
      </Stack>
      {rules && (
        <FormHelperText>
          {translate(rules.min_width ? 'app.uploads.image_rule' : 'app.uploads.file_rule', {
            max_mb: Math.round((rules.max_bytes / MB) * 10) / 10,
            width: rules.min_width,
            height: rules.min_height,
            types: rules.mime_types.map((type) => type.split('/')[1]!.toUpperCase()).join(', '),
          })}
        </FormHelperText>
      )}
      {error && <FormHelperText error>{translate(error)}</FormHelperText>}
    </Box>
  );
};

import DownloadIcon from '@mui/icons-material/Download';
import { Button as MuiButton, CircularProgress, type ButtonProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useNotify } from 'react-admin';
import { downloadFile } from '../providers/download';
import { describeFailure } from '../providers/validation';

/**
 * A file's download, fetched with the session before it is saved: a refusal (no such document,
 * not yet) comes back as the API's failure instead of a broken file. `busy` while it runs.
 */
export function useFileDownload() {
  const [busy, setBusy] = useState(false);
  const download = async (url: string, fallbackName: string): Promise<unknown> => {
    setBusy(true);
    try {
      await downloadFile(url, fallbackName);
      return null;
    } catch (failure) {
      return failure;
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}

export interface DownloadLinkProps {
  /** The API's address of the file. */
  readonly url: string;
  /** The name to save under when the server gives none. */
  readonly fallbackName: string;
  readonly children: ReactNode;
  /** Says a refusal itself and answers true; otherwise the API's reason shows as a message. */
  readonly onFailure?: (failure: unknown) => boolean;
  /** Called as the download starts, before its outcome: to take back an earlier refusal, say. */
  readonly onStart?: () => void;
  readonly variant?: ButtonProps['variant'];
  readonly size?: ButtonProps['size'];
  readonly icon?: ReactNode;
  readonly disabled?: boolean;
  /** A fuller name than the visible text (which it must contain), also as the tooltip. */
  readonly fullName?: string;
  /** Written as it is, not in capitals: a number, say. */
  readonly asWritten?: boolean;
}

/**
 * A document's download: a real link to the file (it can be copied or opened in a new tab, the
 * session cookie authenticates it), which on a click is fetched first and then saved, so that a
 * refusal is said in words.
 */
export const DownloadLink = ({
  url,
  fallbackName,
  children,
  onFailure,
  onStart,
  variant = 'outlined',
  size = 'small',
  icon = <DownloadIcon />,
  disabled = false,
  fullName,
  asWritten = false,
}: DownloadLinkProps) => {
  const notify = useNotify();
  const { busy, download } = useFileDownload();
  if (disabled) {
    return (
      <MuiButton size={size} variant={variant} startIcon={icon} disabled sx={{ flexShrink: 0 }}>
        {children}
      </MuiButton>
    );
  }
  return (
    <MuiButton
      component="a"
      href={url}
      download
      size={size}
      variant={variant}
      aria-busy={busy}
      aria-label={fullName}
      title={fullName}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : icon}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (busy) return;
        onStart?.();
        void download(url, fallbackName).then((failure) => {
          if (failure && !onFailure?.(failure)) {
            notify(describeFailure(failure).message, { type: 'error' });
          }
        });
      }}
      sx={{
        flexShrink: 0,
        textAlign: 'center',
        ...(asWritten ? { textTransform: 'none', whiteSpace: 'nowrap' } : {}),
      }}
    >
      {children}
    </MuiButton>
  );
};

import { apiFetch } from './apiClient';
import { fileNameOf } from './fileName';

/** A file the API made, fetched but not yet saved: its name, its size in bytes, its bytes. */
export interface FetchedFile {
  readonly name: string;
  readonly size: number;
  readonly blob: Blob;
}

/**
 * Fetches a file the API makes for the signed-in user (an export, a document) with the session
 * like any call, so a refused one throws ApiFailure rather than saving an error as the file.
 */
export async function fetchFile(path: string, fallbackName: string): Promise<FetchedFile> {
  const response = await apiFetch(path);
  const blob = await response.blob();
  return { name: fileNameOf(response, fallbackName), size: blob.size, blob };
}

/** Hands a fetched file to the browser, which saves it under its name. */
export function saveFile({ name, blob }: Pick<FetchedFile, 'name' | 'blob'>) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file the API makes for the signed-in user: fetched first, so a refusal throws
 * ApiFailure (with the API's code) instead of a broken download.
 */
export async function downloadFile(path: string, fallbackName: string) {
  saveFile(await fetchFile(path, fallbackName));
}

import { onFirstUse } from '../../infrastructure/on-first-use.js';

/** archiver: about 20 MiB, for the ZIPs of a stage's documents. */
const loadZipArchive = onFirstUse(() => import('archiver').then((module) => module.ZipArchive));

export interface ZipEntry {
  readonly name: string;
  readonly bytes: Buffer;
}

/**
 * A ZIP of `entries`, in memory. PDFs are compressed already: they are stored as they are,
 * which keeps a stage's hundreds of invoices quick to pack.
 */
export async function zipOf(entries: readonly ZipEntry[]): Promise<Buffer> {
  const Zip = await loadZipArchive();
  const archive = new Zip({ store: true });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const entry of entries) archive.append(entry.bytes, { name: entry.name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A library loaded the first time it is asked for, then kept. The heavy ones (PDFs, images,
 * spreadsheets, ZIPs, Stripe) each cost the server tens of MiB it would otherwise hold from
 * start-up, whether or not any request needs them.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => (loaded ??= load());
}

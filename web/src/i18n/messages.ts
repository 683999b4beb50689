import type { TranslationMessages } from 'react-admin';

type Messages = { [key: string]: string | Messages };

function merge(sources: readonly Messages[]): Messages {
  const merged: Messages = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      const current = merged[key];
      merged[key] =
        typeof value === 'object' && typeof current === 'object' ? merge([current, value]) : value;
    }
  }
  return merged;
}

/** Later sources win; nested groups such as `resources` are merged, not replaced. */
export const mergeMessages = (...sources: readonly object[]) =>
  merge(sources as readonly Messages[]) as unknown as TranslationMessages;

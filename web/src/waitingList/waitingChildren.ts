import type { WaitingListEntry } from '@stages/contracts';

/** The entry's children as their first names, in a sentence: "Emma et Lucas". */
export function waitingChildren(entry: Pick<WaitingListEntry, 'children'>, locale: string) {
  const names = entry.children.flatMap((child) => (child.first_name ? [child.first_name] : []));
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/**
 * Conditions that find people by name: every word typed appears in `expression`, case and
 * accents aside ("peet ann" finds Ann Peeters). A family holds a handful of records, so a
 * scan is enough; the words become parameters appended to `params`.
 */
export function nameSearch(search: string, expression: string, params: unknown[]): string[] {
  const words = search
    .split(/[\s,]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.map(
    (word) => `strpos(search_fold(${expression}), search_fold($${params.push(word)})) > 0`,
  );
}

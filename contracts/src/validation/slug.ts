/**
 * The slug of a name, for public addresses: lower case, without accents, words joined by
 * hyphens. "Les Castors de la Meuse" becomes "les-castors-de-la-meuse".
 */
export function slugify(name: string, fallback = 'organisation'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  return slug || fallback;
}

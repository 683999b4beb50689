import type { StageListFilter } from '@stages/contracts';
import { useSearchParams } from 'react-router-dom';

/** The catalogue's filters, as the address spells them: `?q=poney&month=2027-07&open=1&page=2`. */
export type CatalogueSearch = {
  readonly q: string;
  readonly start_from: string;
  readonly end_until: string;
  readonly month: string;
  readonly organization: string;
  readonly open: boolean;
  readonly page: number;
};

const TEXT_FIELDS = ['q', 'start_from', 'end_until', 'month', 'organization'] as const;

/** Every filter cleared. */
export const NO_FILTERS = {
  q: '',
  start_from: '',
  end_until: '',
  month: '',
  organization: '',
  open: false,
} as const satisfies Omit<CatalogueSearch, 'page'>;

/**
 * The search lives in the address, so a reload, the back button or a shared link opens the same
 * results. Any change of filter goes back to the first page.
 */
export function useCatalogueSearch() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const search: CatalogueSearch = {
    q: params.get('q') ?? '',
    start_from: params.get('start_from') ?? '',
    end_until: params.get('end_until') ?? '',
    month: params.get('month') ?? '',
    organization: params.get('organization') ?? '',
    open: params.get('open') === '1',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };

  const update = (change: Partial<CatalogueSearch>) => {
    const next = { ...search, page: 1, ...change };
    const written = new URLSearchParams();
    for (const field of TEXT_FIELDS) if (next[field]) written.set(field, next[field]);
    if (next.open) written.set('open', '1');
    if (next.page > 1) written.set('page', String(next.page));
    // Typing in the search box replaces the entry rather than stacking one per letter.
    setParams(written, { replace: change.q !== undefined });
  };

  return { search, update, filtered: TEXT_FIELDS.some((field) => search[field]) || search.open };
}

/** What the API takes from a search: the filled-in filters only. */
export function apiFilter(search: CatalogueSearch, fixedOrganization?: string): StageListFilter {
  const filter: StageListFilter = {};
  const q = search.q.trim();
  if (q) filter.q = q;
  if (search.start_from) filter.start_from = search.start_from;
  if (search.end_until) filter.end_until = search.end_until;
  if (search.month) filter.month = search.month;
  const organization = fixedOrganization ?? search.organization;
  if (organization) filter.organization = organization;
  if (search.open) filter.open = true;
  return filter;
}

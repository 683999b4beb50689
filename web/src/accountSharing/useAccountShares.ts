import type { AccountShare } from '@stages/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../providers/apiClient';

const KEY = ['account-sharing'];

/** The shares the parent gave and received, and a way to read them again after a change. */
export function useAccountShares() {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => api<AccountShare[]>('/account-sharing/'),
  });
  return {
    ...query,
    refresh: () => client.invalidateQueries({ queryKey: KEY }),
  };
}

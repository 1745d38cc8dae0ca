import { useGetList } from 'react-admin';

const FIRST_PAGE = { page: 1, perPage: 200 };
const BY_NAME = { field: 'name', order: 'ASC' as const };

/**
 * Names the Assign scooper dialog offers: the active scooper accounts first, then names already assigned to slots
 * (spec 001's free-text names), each once whatever its case. Staff may still type any other name.
 */
export function useScooperNames(enabled: boolean): string[] {
  const accounts = useGetList<{ id: string; name: string }>(
    'scooper-accounts',
    { pagination: FIRST_PAGE, sort: BY_NAME, filter: { active: true } },
    { enabled },
  );
  const inUse = useGetList<{ id: string; name: string }>('scoopers', { pagination: FIRST_PAGE, sort: BY_NAME }, { enabled });
  const seen = new Set<string>();
  const names: string[] = [];
  for (const { name } of [...(accounts.data ?? []), ...(inUse.data ?? [])]) {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

import { containsPattern, isoOrNull, ResourceSpec } from '../../../platform/http/simple-rest';

export interface AffiliateLink {
  id: string;
  phrase: string;
  affiliate_url: string;
  search_term: string;
  is_active: boolean;
  created_at: string;
}

export const toAffiliateLink = (row: Record<string, unknown>): AffiliateLink => ({
  id: String(row.id),
  phrase: String(row.phrase),
  affiliate_url: String(row.affiliate_url),
  search_term: String(row.search_term),
  is_active: Boolean(row.is_active),
  created_at: isoOrNull(row.created_at)!,
});

/** affiliate_links for staff: search in phrase, search term and tag; filter by active. */
export const AFFILIATE_LINKS: ResourceSpec<AffiliateLink> = {
  resource: 'affiliate-links',
  from: 'affiliate_links',
  select: '*',
  sortable: {
    id: 'created_at',
    created_at: 'created_at',
    phrase: 'lower(phrase)',
    search_term: 'lower(search_term)',
    affiliate_url: 'affiliate_url',
    is_active: 'is_active',
  },
  defaultSort: ['created_at', 'DESC'],
  filters: {
    q: (value, bind) => {
      if (!String(value).trim()) return null;
      const p = bind(containsPattern(value));
      return `(phrase ilike ${p} or search_term ilike ${p} or affiliate_url ilike ${p})`;
    },
    is_active: (value, bind) => `is_active = ${bind(value === true || value === 'true')}`,
  },
  map: toAffiliateLink,
};

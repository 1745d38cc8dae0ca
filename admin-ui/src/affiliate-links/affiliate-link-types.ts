import type { RaRecord } from 'react-admin';

export interface AffiliateLinkRecord extends RaRecord<string> {
  phrase: string;
  /** The affiliate tag (the spec's column name). */
  affiliate_url: string;
  search_term: string;
  is_active: boolean;
  created_at: string;
}

/** Only what staff may set travels to the server. */
export function toAffiliateLinkInput(data: Partial<AffiliateLinkRecord>) {
  return { phrase: data.phrase ?? '', affiliate_url: data.affiliate_url ?? '', search_term: data.search_term ?? '', is_active: data.is_active ?? true };
}

/** Where the link in a post will lead: a shopping-site search for the term, with the tag. */
export const previewHref = (r: Pick<AffiliateLinkRecord, 'search_term' | 'affiliate_url'>) =>
  `https://www.amazon.com/s?k=${encodeURIComponent(r.search_term)}&tag=${encodeURIComponent(r.affiliate_url)}`;

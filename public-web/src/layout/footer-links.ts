export interface PageLinkItem {
  label: string;
  to: string;
}

export const FOOTER_EXPLORE_LINKS: readonly PageLinkItem[] = [
  { label: 'Santa Clarita', to: '/santa-clarita' },
  { label: 'Valencia', to: '/valencia' },
  { label: 'Blog', to: '/blog' },
  { label: 'FAQ', to: '/faq' },
];

export const FOOTER_LEGAL_LINKS: readonly PageLinkItem[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Data Deletion', to: '/data-deletion' },
];

/** Spec: legal pages share a nav bar of FAQ, Privacy Policy, Terms of Service, Data Deletion. */
export const LEGAL_NAV_LINKS: readonly PageLinkItem[] = [{ label: 'FAQ', to: '/faq' }, ...FOOTER_LEGAL_LINKS];

export type HomeSection = 'home' | 'services' | 'pricing' | 'about' | 'quote';

export interface SectionLinkItem {
  label: string;
  section: HomeSection;
}

export const NAV_SECTION_LINKS: readonly SectionLinkItem[] = [
  { label: 'Home', section: 'home' },
  { label: 'Services', section: 'services' },
  { label: 'Pricing', section: 'pricing' },
  { label: 'About', section: 'about' },
];

export const FOOTER_QUICK_LINKS: readonly SectionLinkItem[] = [
  { label: 'Services', section: 'services' },
  { label: 'Pricing', section: 'pricing' },
  { label: 'About', section: 'about' },
  { label: 'Get a Free Quote', section: 'quote' },
];

export const QUOTE_CTA_LABEL = 'Get Free Quote';

/** Off the home page an anchor must carry the path, so every section link points at "/#section". */
export function sectionHref(section: HomeSection): { pathname: string; hash: string } {
  return { pathname: '/', hash: `#${section}` };
}

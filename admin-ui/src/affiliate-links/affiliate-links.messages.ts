/** Affiliate link labels; notices in the spec's words (001 §8). */
export const affiliateLinksMessages = {
  name: 'Affiliate link |||| Affiliate links',
  fields: {
    q: 'Search',
    phrase: 'Phrase',
    affiliate_url: 'Tag',
    search_term: 'Search term',
    is_active: 'Active',
    created_at: 'Created',
  },
  helper: {
    phrase: 'Whole words in post text, any case; the first match in each post becomes a link.',
    affiliate_url: 'Your affiliate tag, e.g. scvscoopers-20.',
    search_term: 'What the shopping site searches for.',
  },
  actions: { preview: 'Preview' },
  notify: {
    added: 'Affiliate link added',
    updated: 'Affiliate link updated',
    deleted: 'Affiliate link deleted',
    load_failed: 'Failed to load affiliate links',
    save_failed: 'Failed to save affiliate link',
    delete_failed: 'Failed to delete affiliate link',
    update_failed: 'Failed to update affiliate link',
  },
  empty: {
    title: 'No affiliate links',
    explanation: 'Add a phrase, a tag and a search term; matching words in published posts become shopping links.',
  },
} as const;

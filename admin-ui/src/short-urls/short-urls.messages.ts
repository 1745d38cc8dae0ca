/** Short URL analytics labels (spec 001 §2 /admin/short-urls). */
export const shortUrlsMessages = {
  name: 'Short URL |||| Short URLs',
  fields: {
    q: 'Search',
    shortCode: 'Code',
    articleTitle: 'Post title',
    userUrl: 'User URL',
    socialUrl: 'Social URL',
    clicks: 'Clicks',
    createdAt: 'Created',
    lastClickedAt: 'Last click',
  },
  actions: { copy: 'Copy', open: 'Open' },
  copied: 'Copied %{url}',
  copy_failed: 'Could not copy; select the address and copy it by hand.',
  load_failed: 'Failed to load short URLs',
  draft: 'draft',
  empty: {
    title: 'No short URLs yet',
    explanation: 'Every blog post gets a short address like /a or /b3 when it is first saved.',
  },
} as const;

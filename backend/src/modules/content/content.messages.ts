/** The spec's blog, short-link and affiliate messages (spec 001 §8), in one place. */
export const CONTENT_MESSAGES = {
  postNotFound: 'Blog post not found',
  shortUrlNotFound: 'Short URL not found',
  loadShortUrlsFailed: 'Failed to load short URLs',
  createPostFailed: 'Failed to create blog post',
  updatePostFailed: 'Failed to update blog post',
  deletePostFailed: 'Failed to delete blog post',
  uploadImageFailed: 'Failed to upload image',
  uploadVideoFailed: 'Failed to upload video',
  titleRequired: 'Title is required',
  phraseRequired: 'Phrase is required',
  tagRequired: 'Tag is required',
  searchTermRequired: 'Search term is required',
  affiliateNotFound: 'Affiliate link not found',
  shortCodesExhausted: 'All 286 short codes are in use. Delete an old post to free one.',
} as const;

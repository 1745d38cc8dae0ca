/** E-mail addresses are one long word; 'anywhere' (unlike break-word) also lowers the min-content width, so a phone never scrolls sideways. */
export const WRAP_LONG_WORDS = {
  '& .MuiListItemText-primary, & .MuiListItemText-secondary': { overflowWrap: 'anywhere' },
} as const;

/**
 * For a List's sx: a wide table scrolls inside the list instead of widening react-admin's layout (its root is min-width: fit-content);
 * inline-size containment stops the table's width from counting towards the page's.
 */
export const LIST_FITS_SCREEN = {
  minWidth: 0,
  '& .RaList-content': { overflowX: 'auto', contain: 'inline-size' },
} as const;

/** E-mail addresses are one long word; 'anywhere' (unlike break-word) also lowers the min-content width, so a phone never scrolls sideways. */
export const WRAP_LONG_WORDS = {
  '& .MuiListItemText-primary, & .MuiListItemText-secondary': { overflowWrap: 'anywhere' },
} as const;

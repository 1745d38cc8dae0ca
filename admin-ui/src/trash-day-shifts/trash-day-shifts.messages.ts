/** The holiday list's texts, merged into i18n/en.ts under resources.trash-day-shifts. */
export const trashDayShiftsMessages = {
  name: 'Trash day shift |||| Trash day shifts',
  fields: {
    date: 'Usual pickup',
    shiftedTo: 'Moved to',
    note: 'Note',
  },
  helper: {
    date: 'The day trash is normally picked up (the week of a holiday).',
    shiftedTo: 'The day pickup happens instead; bin visits move with it.',
    note: 'Optional, e.g. Thanksgiving.',
  },
  moved: '%{from} → %{to}',
  empty: {
    title: 'No trash day shifts',
    explanation: 'When a holiday moves trash pickup, add it here: Bin Take Out and Bring In visits of that week move to the new day.',
  },
} as const;

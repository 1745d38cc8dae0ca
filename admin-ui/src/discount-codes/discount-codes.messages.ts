export const discountCodesMessages = {
  name: 'Discount code |||| Discount codes',
  fields: {
    q: 'Search codes',
    code: 'Code',
    discount_percent: 'Discount %',
    active: 'Active',
    expires_at: 'Expires',
    usage_limit: 'Max paid uses',
    usage: 'Used by',
    orders_count: 'Orders',
    completed_count: 'Paid orders',
    created_at: 'Created',
  },
  usage: '%{orders} orders · %{paid} paid',
  no_limit: 'No limit',
  never: 'Never',
  status: { active: 'Active', inactive: 'Inactive' },
  helper: {
    code: 'Letters, digits, - or _; saved upper-case. Customers type it in the quote form.',
    usage_limit: 'Paid orders allowed; leave empty for no limit.',
    active: 'Deactivate a code instead of deleting it once orders have used it.',
  },
  empty: {
    title: 'No discount codes',
    explanation: 'Codes give a percentage off the quote (not the setup fee). Create one to share with customers.',
  },
} as const;

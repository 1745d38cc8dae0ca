/** Staff-facing answers of the orders admin; the confirmation text is the spec's (001 §2). */
export const ORDERS_ADMIN_MESSAGES = {
  notFound: 'Order not found',
  alreadyRemoved: 'This order was already removed; it no longer appears in the orders list.',
  deleteConfirm: 'This action cannot be undone. The order will be removed from the orders list and dashboards; its history stays in the event log.',
} as const;

/** Added to the resource's labels: the erase action and the due-date warning. */
export const dataDeletionErasureMessages = {
  overdue: 'Overdue',
  erased_summary: 'by %{by}, %{time} · %{smart_count} stream |||| by %{by}, %{time} · %{smart_count} streams',
  erase: {
    action: 'Erase personal data',
    title: 'Erase this person’s personal data?',
    content:
      'Everything we hold about %{name} (%{email}) becomes unreadable for good: leads, orders, requests, board cards and e-mails. Their histories stay, showing [erased]. This cannot be undone.',
    confirm: 'Erase',
    done: 'Personal data erased (%{smart_count} stream) |||| Personal data erased (%{smart_count} streams)',
  },
} as const;

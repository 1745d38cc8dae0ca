/** Added to the resource's labels: the erase action and the due-date warning. */
export const dataDeletionErasureMessages = {
  overdue: 'Overdue',
  due_after_confirmation: '%{days} days after confirmation',
  erased_summary: 'by %{by}, %{time} · %{smart_count} stream |||| by %{by}, %{time} · %{smart_count} streams',
  erase: {
    action: 'Erase personal data',
    awaiting: 'Can be erased once the requester confirms by the link we e-mailed them',
    title: 'Erase this person’s personal data?',
    content:
      'Everything we hold about %{name} (%{email}) becomes unreadable for good: leads, orders, requests, board cards and e-mails. Their histories stay, showing [erased]. This cannot be undone.',
    confirm: 'Erase',
    done: 'Personal data erased (%{smart_count} stream) |||| Personal data erased (%{smart_count} streams)',
  },
} as const;

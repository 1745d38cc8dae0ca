/** resources.conversations.* (spec 001 §2 "AI Conversations"): merged into i18n/en.ts. */
export const conversationsMessages = {
  name: 'AI Conversation |||| AI Conversations',
  fields: {
    firstMessage: 'First message',
    messageCount: 'Messages',
    page: 'Page',
    lastPage: 'Last page',
    startedAt: 'Started',
    lastActivity: 'Last activity',
    q: 'Search first messages',
  },
  stats: {
    conversations: 'Conversations',
    messages: 'Messages',
    average: 'Avg. messages per conversation',
    load_error: 'Could not load the conversation figures: %{message}',
  },
  thread: {
    title: 'Conversation',
    visitor: 'Visitor',
    assistant: 'Assistant',
    on_page: 'on %{page}',
    scroll_to_quote: 'Sent the visitor to the quote form',
    prefill_form: 'Suggested %{field} = %{value}',
    empty: 'This conversation has no messages.',
  },
  no_message: '(no visitor message)',
  message_count: '%{smart_count} message |||| %{smart_count} messages',
  empty: {
    title: 'No conversations yet',
    explanation: 'Every chat with the site assistant appears here: what visitors asked, on which page, and what the assistant answered.',
  },
};

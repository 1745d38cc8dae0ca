import { MAX_CURRENT_PAGE_LENGTH, MAX_MESSAGE_LENGTH } from './domain/chat-limits';

/** The spec's chat toast (spec 000 §8), word for word. */
export const CHAT_ERROR_TITLE = 'Error';
export const CHAT_FAILED_MESSAGE = 'Failed to send message. Please try again.';

/** Answers to requests the endpoint refuses (400), in words a visitor understands. */
export const CHAT_MESSAGES = {
  messageRequired: 'Please type a message.',
  messageTooLong: `Please keep your message under ${MAX_MESSAGE_LENGTH} characters.`,
  historyTooLong: 'This conversation is too long to continue here. Please start a new chat.',
  turnTooLong: 'A message in this conversation is too long.',
  lastTurnMustBeVisitor: 'The last message must be your question.',
  roleInvalid: "role must be 'user' or 'assistant'",
  conversationIdInvalid: 'conversationId must be a UUID',
  currentPageInvalid: `currentPage must be a path of at most ${MAX_CURRENT_PAGE_LENGTH} characters`,
  userSessionInvalid: 'userSession must be letters, digits, ".", ":", "_" or "-"',
  conversationNotFound: 'Conversation not found',
} as const;

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** One message of a conversation, as the spec's chat function receives it. */
export interface ChatTurn {
  role: ChatRole;
  content: string;
}

import { MAX_HISTORY_MESSAGES } from '../../../backend/src/modules/chat/domain/chat-limits';
import type { ChatRole } from '../../../backend/src/modules/chat/domain/chat-turn';

export interface StoredMessage {
  id: string;
  role: ChatRole;
  /** The reply as streamed, markers included; the widget shows visibleText() of it. */
  content: string;
}

export interface StoredConversation {
  conversationId: string;
  messages: StoredMessage[];
}

const CONVERSATION_KEY = 'scv.chat.conversation';
const SESSION_KEY = 'scv.chat.session';
const PROMPT_KEY = 'scv.chat.promptShown';
// sessionStorage can be missing or full (private modes); the widget then keeps state for the page's life only.
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}

/** A v4 UUID; crypto.randomUUID is missing outside secure contexts, getRandomValues never is. */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The conversation survives navigation and reloads within the tab, as the spec's conversationId does. */
export function loadConversation(): StoredConversation {
  const raw = read(CONVERSATION_KEY);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as StoredConversation;
      if (typeof parsed.conversationId === 'string' && Array.isArray(parsed.messages)) return parsed;
    } catch {
      // A damaged entry starts a fresh conversation.
    }
  }
  return { conversationId: newId(), messages: [] };
}

// Twice what a request may carry: enough to scroll back, bounded so storage never fills.
const MAX_STORED_MESSAGES = 2 * MAX_HISTORY_MESSAGES;

export function saveConversation(conversation: StoredConversation): void {
  write(CONVERSATION_KEY, JSON.stringify({ ...conversation, messages: conversation.messages.slice(-MAX_STORED_MESSAGES) }));
}

/** The browser session the server's per-session rate limit counts. */
export function userSession(): string {
  let id = read(SESSION_KEY);
  if (!id) {
    id = newId();
    write(SESSION_KEY, id);
  }
  return id;
}

export function idlePromptShown(): boolean {
  return read(PROMPT_KEY) === 'true';
}

export function markIdlePromptShown(): void {
  write(PROMPT_KEY, 'true');
}

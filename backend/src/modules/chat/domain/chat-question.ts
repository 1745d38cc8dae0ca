import { CHAT_MESSAGES } from '../chat.messages';
import { MAX_MESSAGE_LENGTH } from './chat-limits';
import { visibleText } from './chat-markers';
import { ChatTurn } from './chat-turn';

/** A request the chat refuses before counting or storing anything: a 400 naming the field. */
export class ChatQuestionRejected extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The request's last turn, which must be the visitor's: cleaned (markup stripped by `clean`), not empty, within the
 * length cap. Only this turn of the request is ever used.
 */
export function checkedQuestion(raw: ChatTurn[], clean: (text: string) => string): ChatTurn {
  const lastIndex = raw.length - 1;
  const last = raw[lastIndex];
  if (!last || last.role !== 'user') throw new ChatQuestionRejected('messages', CHAT_MESSAGES.lastTurnMustBeVisitor);
  const content = clean(last.content);
  if (!content) throw new ChatQuestionRejected(`messages.${lastIndex}.content`, CHAT_MESSAGES.messageRequired);
  if (content.length > MAX_MESSAGE_LENGTH) throw new ChatQuestionRejected(`messages.${lastIndex}.content`, CHAT_MESSAGES.messageTooLong);
  return { role: 'user', content };
}

/** A stored turn as the widget showed it: an assistant's markers are actions, not words. */
export function asSent(turn: ChatTurn): ChatTurn {
  return turn.role === 'assistant' ? { role: 'assistant', content: visibleText(turn.content) } : turn;
}

/** What the model sees: the turns this server stored (as the visitor saw them, empty ones dropped), then the question. */
export function modelConversation(stored: ChatTurn[], question: ChatTurn): ChatTurn[] {
  return [...stored.map(asSent).filter((turn) => turn.content), question];
}

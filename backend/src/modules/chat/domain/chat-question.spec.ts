import { CHAT_MESSAGES } from '../chat.messages';
import { MAX_MESSAGE_LENGTH } from './chat-limits';
import { asSent, ChatQuestionRejected, checkedQuestion, modelConversation } from './chat-question';
import { ChatTurn } from './chat-turn';

// The handler passes the pricing module's sanitizer; the rules only need "markup out, spaces trimmed".
const clean = (text: string) => text.replace(/<[^>]*>/g, '').trim();

const rejected = (turns: ChatTurn[]) => {
  try {
    checkedQuestion(turns, clean);
  } catch (error) {
    expect(error).toBeInstanceOf(ChatQuestionRejected);
    return { field: (error as ChatQuestionRejected).field, message: (error as Error).message };
  }
  throw new Error('expected a refusal');
};

describe('the visitor question', () => {
  it('is the last turn, cleaned; earlier turns the request carries are ignored', () => {
    expect(
      checkedQuestion(
        [
          { role: 'assistant', content: 'forged' },
          { role: 'user', content: '  <b>How much</b> for 2 dogs? ' },
        ],
        clean,
      ),
    ).toEqual({ role: 'user', content: 'How much for 2 dogs?' });
  });

  it('must be the visitor’s own turn', () => {
    expect(rejected([])).toEqual({ field: 'messages', message: CHAT_MESSAGES.lastTurnMustBeVisitor });
    expect(
      rejected([
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello' },
      ]),
    ).toEqual({ field: 'messages', message: CHAT_MESSAGES.lastTurnMustBeVisitor });
  });

  it('must say something once markup is gone, naming the turn', () => {
    expect(
      rejected([
        { role: 'user', content: 'Hi' },
        { role: 'user', content: ' <img src=x> ' },
      ]),
    ).toEqual({ field: 'messages.1.content', message: CHAT_MESSAGES.messageRequired });
  });

  it('must fit the length cap after cleaning', () => {
    expect(checkedQuestion([{ role: 'user', content: `<p>${'a'.repeat(MAX_MESSAGE_LENGTH)}</p>` }], clean).content).toHaveLength(MAX_MESSAGE_LENGTH);
    expect(rejected([{ role: 'user', content: 'a'.repeat(MAX_MESSAGE_LENGTH + 1) }])).toEqual({
      field: 'messages.0.content',
      message: CHAT_MESSAGES.messageTooLong,
    });
  });
});

describe('what the model sees', () => {
  it('shows a stored reply as the visitor saw it, without its markers', () => {
    expect(asSent({ role: 'assistant', content: 'Get a quote below. SCROLL_TO_QUOTE' })).toEqual({ role: 'assistant', content: 'Get a quote below.' });
    expect(asSent({ role: 'user', content: 'SCROLL_TO_QUOTE' })).toEqual({ role: 'user', content: 'SCROLL_TO_QUOTE' });
  });

  it('is the stored turns, then the question, dropping replies that were only markers', () => {
    const question: ChatTurn = { role: 'user', content: 'And weekly?' };
    expect(
      modelConversation(
        [
          { role: 'user', content: 'Price for 1 dog?' },
          { role: 'assistant', content: 'SCROLL_TO_QUOTE' },
          { role: 'assistant', content: 'About $20 a visit. PREFILL_FORM:dogs=1' },
        ],
        question,
      ),
    ).toEqual([{ role: 'user', content: 'Price for 1 dog?' }, { role: 'assistant', content: 'About $20 a visit.' }, question]);
    expect(modelConversation([], question)).toEqual([question]);
  });
});

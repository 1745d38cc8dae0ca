import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../../backend/src/modules/chat/domain/chat-limits';
import { visibleText } from '../../../backend/src/modules/chat/domain/chat-markers';
import { useSiteConfig } from '../site/SiteConfigContext';
import { ChatMessageText } from './ChatMessageText';
import { CloseIcon, GuideAvatar, SendIcon } from './chat-icons';
import type { ChatConversation } from './useChatConversation';

const SUGGESTIONS = ['How much for 2 dogs weekly, medium yard?', 'Do you serve my ZIP code?', 'How do I book?'];

interface ChatPanelProps {
  id: string;
  conversation: ChatConversation;
  onSend(text: string): void;
  onClose(): void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The 500 px panel: the thread, suggestions for a first question, and the composer. */
export function ChatPanel({ id, conversation, onSend, onClose, inputRef }: ChatPanelProps) {
  const { name } = useSiteConfig();
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const { messages, busy } = conversation;
  const lastLength = messages.length ? messages[messages.length - 1].content.length : 0;

  // Follow the reply as it grows.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, lastLength]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim() || busy) return;
    onSend(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <section id={id} className="chat-panel" role="dialog" aria-modal="false" aria-label={`${name} site guide`}>
      <header className="chat-panel__header">
        <GuideAvatar />
        <div className="chat-panel__heading">
          <h2 className="chat-panel__title">{name}</h2>
          <p className="chat-panel__subtitle">Site guide</p>
        </div>
        {messages.length > 0 && (
          <button type="button" className="chat-panel__text-button" onClick={conversation.startOver}>
            New chat
          </button>
        )}
        <button type="button" className="chat-panel__icon-button" aria-label="Close chat" onClick={onClose}>
          <CloseIcon />
        </button>
      </header>

      <div className="chat-panel__log" ref={logRef} role="log" aria-live="polite" aria-label="Conversation">
        <p className="chat-message chat-message--assistant">Hi! Ask me for a price, whether we serve your ZIP code, or how our service works.</p>
        {messages.map((message) => {
          const text = message.role === 'assistant' ? visibleText(message.content, !message.pending) : message.content;
          const waiting = message.pending && !text;
          return (
            <p
              key={message.id}
              className={`chat-message chat-message--${message.role}${waiting ? ' chat-message--typing' : ''}`}
              data-role={message.role}
              aria-busy={message.pending || undefined}
            >
              {waiting ? (
                <span className="chat-typing" aria-label="The guide is typing">
                  <span />
                  <span />
                  <span />
                </span>
              ) : (
                <ChatMessageText text={text} />
              )}
            </p>
          );
        })}
        {messages.length === 0 && (
          <div className="chat-suggestions" aria-label="Suggested questions">
            {SUGGESTIONS.map((question) => (
              <button key={question} type="button" className="chat-suggestions__item" onClick={() => onSend(question)}>
                {question}
              </button>
            ))}
          </div>
        )}
      </div>

      <form className="chat-panel__composer" onSubmit={submit}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Your message
        </label>
        <textarea
          id={`${id}-input`}
          ref={inputRef}
          className="chat-panel__input"
          rows={1}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder="Type your question…"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="chat-panel__send" aria-label="Send message" disabled={busy || !draft.trim()}>
          <SendIcon />
        </button>
      </form>
    </section>
  );
}

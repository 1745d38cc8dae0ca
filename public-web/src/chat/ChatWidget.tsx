import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChatAction } from '../../../backend/src/modules/chat/domain/chat-markers';
import { sectionHref } from '../navigation/sections';
import '../styles/chat.css';
import { ChatPanel } from './ChatPanel';
import { ChatBubbleIcon, CloseIcon } from './chat-icons';
import { CHAT_PANEL_HEIGHT_PX } from './chat-timings';
import { IdlePrompt } from './IdlePrompt';
import { useChatConversation } from './useChatConversation';
import { bookingSearch } from './booking-prefill';
import { isEditingField } from './editing';
import { useIdlePrompt } from './useIdlePrompt';

/** Whether a form field (outside the chat) has focus: on phones the launcher then steps out of the way of the form. */
function useEditingField(): boolean {
  const [editing, setEditing] = useState(isEditingField);
  useEffect(() => {
    const update = (event: FocusEvent) => setEditing(isEditingField(event.type === 'focusin' ? (event.target as Element) : null));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
    };
  }, []);
  return editing;
}

const PANEL_ID = 'chat-panel';
/**
 * The page a message is sent from: the address bar's. While a lazily loaded page is on its way, the router still
 * renders the one before it (a message sent then said '/' from the FAQ page: seen as a flaky chat journey).
 */
const currentPage = () => window.location.pathname;

/** The chat assistant: a floating button, the 500 px panel and the idle prompt (spec 000 §2, §4). */
export default function ChatWidget() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const onActions = useCallback(
    (actions: ChatAction[]) => {
      // SCROLL_TO_QUOTE goes to the quote section from any page, holding what the guide quoted (its PREFILL_FORM markers).
      if (!actions.some((a) => a.type === 'scroll-to-quote')) return;
      // The panel would cover the form (and the quote card beside it), so it steps aside; the conversation stays.
      setOpen(false);
      const search = bookingSearch(actions);
      navigate(search ? { pathname: '/', search, hash: '#quote' } : sectionHref('quote'));
    },
    [navigate],
  );
  const conversation = useChatConversation(onActions);
  const prompt = useIdlePrompt(open);
  const editing = useEditingField();

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    inputRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  const style = { '--chat-panel-height': `${CHAT_PANEL_HEIGHT_PX}px` } as CSSProperties;
  return (
    <div className={editing && !open ? 'chat-widget chat-widget--tucked' : 'chat-widget'} style={style}>
      {open && (
        <ChatPanel id={PANEL_ID} conversation={conversation} inputRef={inputRef} onClose={close} onSend={(text) => conversation.send(text, currentPage())} />
      )}
      {!open && prompt.visible && (
        <IdlePrompt
          onAccept={() => {
            prompt.dismiss();
            setOpen(true);
          }}
          onDismiss={prompt.dismiss}
        />
      )}
      <button
        ref={launcherRef}
        type="button"
        className={`chat-launcher${open ? ' chat-launcher--open' : ''}`}
        aria-label={open ? 'Hide chat' : 'Chat with us'}
        aria-expanded={open}
        aria-controls={open ? PANEL_ID : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon /> : <ChatBubbleIcon />}
      </button>
    </div>
  );
}

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CHAT_ERROR_TITLE, CHAT_FAILED_MESSAGE } from '../../../backend/src/modules/chat/chat.messages';
import { MAX_MESSAGE_LENGTH } from '../../../backend/src/modules/chat/domain/chat-limits';
import { readActions, type ChatAction } from '../../../backend/src/modules/chat/domain/chat-markers';
import { useToast } from '../ui/toast';
import { ChatSendError, streamChat } from './chat-client';
import { loadConversation, newId, saveConversation, userSession, type StoredConversation, type StoredMessage } from './chat-storage';

export interface ChatMessage extends StoredMessage {
  /** The placeholder reply while it streams. */
  pending?: boolean;
}

export interface ChatConversation {
  messages: ChatMessage[];
  busy: boolean;
  send(text: string, currentPage: string): void;
  startOver(): void;
}

/** The conversation: a placeholder reply grows token by token, and on failure is removed while the spec's toast shows. */
export function useChatConversation(onActions: (actions: ChatAction[]) => void): ChatConversation {
  const toast = useToast();
  const [conversation, setConversation] = useState<StoredConversation>(loadConversation);
  const [pending, setPending] = useState<ChatMessage | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  const onActionsRef = useRef(onActions);
  onActionsRef.current = onActions;

  // Saved in the same task that shows the change, so a reload right after a reply appears still has it.
  useLayoutEffect(() => saveConversation(conversation), [conversation]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(
    (text: string, currentPage: string) => {
      const content = text.trim().slice(0, MAX_MESSAGE_LENGTH);
      if (!content || inFlight.current) return;
      const question: StoredMessage = { id: newId(), role: 'user', content };
      const placeholder: ChatMessage = { id: newId(), role: 'assistant', content: '', pending: true };
      const controller = new AbortController();
      inFlight.current = controller;
      setConversation((c) => ({ ...c, messages: [...c.messages, question] }));
      setPending(placeholder);

      let reply = '';
      streamChat(
        // Only the new message: the server keeps the conversation and gives the model its own record of it.
        { messages: [{ role: 'user', content }], currentPage, conversationId: conversation.conversationId, userSession: userSession() },
        (token) => {
          reply += token;
          setPending({ ...placeholder, content: reply });
        },
        controller.signal,
      )
        .then(() => {
          setConversation((c) => ({ ...c, messages: [...c.messages, { id: placeholder.id, role: 'assistant', content: reply }] }));
          onActionsRef.current(readActions(reply));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          toast.show({ title: CHAT_ERROR_TITLE, description: error instanceof ChatSendError ? error.description : CHAT_FAILED_MESSAGE, variant: 'error' });
        })
        .finally(() => {
          if (inFlight.current === controller) inFlight.current = null;
          setPending(null);
        });
    },
    [conversation, toast],
  );

  const startOver = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setPending(null);
    setConversation({ conversationId: newId(), messages: [] });
  }, []);

  return { messages: pending ? [...conversation.messages, pending] : conversation.messages, busy: pending !== null, send, startOver };
}

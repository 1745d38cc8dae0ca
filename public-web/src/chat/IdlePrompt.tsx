/** The idle invitation with the spec's two buttons. */
export function IdlePrompt({ onAccept, onDismiss }: { onAccept(): void; onDismiss(): void }) {
  return (
    <div className="chat-prompt" role="region" aria-label="Chat invitation" aria-live="polite">
      <p className="chat-prompt__text">Questions about prices or whether we come to your street? I can answer right now.</p>
      <div className="chat-prompt__actions">
        <button type="button" className="button button--primary chat-prompt__button" onClick={onAccept}>
          Let&apos;s chat
        </button>
        <button type="button" className="button button--ghost chat-prompt__button" onClick={onDismiss}>
          No thanks
        </button>
      </div>
    </div>
  );
}

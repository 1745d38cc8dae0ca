/** Small line icons for the chat; decorative, so hidden from assistive technology. */
export function ChatBubbleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16H6.5A2.5 2.5 0 0 1 4 13.5z"
        fill="currentColor"
      />
      <circle cx="8.5" cy="9.5" r="1.2" fill="var(--color-green-700)" />
      <circle cx="12" cy="9.5" r="1.2" fill="var(--color-green-700)" />
      <circle cx="15.5" cy="9.5" r="1.2" fill="var(--color-green-700)" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M4 12l16-8-6 16-2.5-6.5z" fill="currentColor" />
    </svg>
  );
}

/** A friendly dog face for the guide's avatar. */
export function GuideAvatar() {
  return (
    <svg className="chat-avatar" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="var(--color-green-100)" />
      <path d="M9 13c0-3 3-5 5-3l2 5-5 4c-2-1-2-3-2-6zM31 13c0-3-3-5-5-3l-2 5 5 4c2-1 2-3 2-6z" fill="var(--color-green-800)" />
      <ellipse cx="20" cy="23" rx="9" ry="8.5" fill="#f3e3c8" />
      <circle cx="16.5" cy="21" r="1.4" fill="var(--color-ink)" />
      <circle cx="23.5" cy="21" r="1.4" fill="var(--color-ink)" />
      <ellipse cx="20" cy="25.5" rx="2.4" ry="1.7" fill="var(--color-ink)" />
      <path d="M18 28.5q2 1.6 4 0" stroke="var(--color-ink)" strokeWidth="1.2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus without touching the URL hash, which the router treats as a section to scroll to. */
export function SkipLink() {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={handleClick}>
      Skip to main content
    </a>
  );
}

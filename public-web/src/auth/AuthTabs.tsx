import { useRef, type KeyboardEvent } from 'react';

export type AuthTab = 'sign-in' | 'sign-up';

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'sign-in', label: 'Sign In' },
  { id: 'sign-up', label: 'Sign Up' },
];

export const tabId = (tab: AuthTab) => `auth-tab-${tab}`;
export const panelId = (tab: AuthTab) => `auth-panel-${tab}`;

interface AuthTabsProps {
  selected: AuthTab;
  onSelect(tab: AuthTab): void;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between them, and only the selected one is in the tab order. */
export function AuthTabs({ selected, onSelect }: AuthTabsProps) {
  const refs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ 'sign-in': null, 'sign-up': null });

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = TABS.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TABS.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + TABS.length) % TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    onSelect(TABS[next].id);
    refs.current[TABS[next].id]?.focus();
  };

  return (
    <div className="auth-tabs" role="tablist" aria-label="Account" onKeyDown={handleKeyDown}>
      {TABS.map((tab) => (
        <button
          key={tab.id}
          ref={(element) => {
            refs.current[tab.id] = element;
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={tab.id === selected}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          className="auth-tabs__tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

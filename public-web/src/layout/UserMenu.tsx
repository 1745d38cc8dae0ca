import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { displayName, type SessionUser } from '../auth/session-api';
import { useOutsideClick } from './useOutsideClick';

interface UserMenuProps {
  user: SessionUser;
  onSignOut: () => Promise<void>;
  /** Ends the sessions on every device too: for a lost phone or a shared computer. */
  onSignOutEverywhere: () => Promise<void>;
}

export function UserMenu({ user, onSignOut, onSignOutEverywhere }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = displayName(user);
  const close = useCallback(() => setOpen(false), []);

  useOutsideClick(containerRef, open, close);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Keep the surrounding mobile menu open: this Escape belongs to the user menu only.
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  const handle = (signOut: () => Promise<void>) => async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
    setOpen(false);
  };

  return (
    <div className="user-menu" ref={containerRef} onKeyDown={handleKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="user-menu__toggle"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="user-menu__avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{name}</span>
        <svg className="user-menu__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path d="M4 6 L8 10 L12 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <ul id={menuId} className="user-menu__list" hidden={!open}>
        {user.isAdmin && (
          <>
            <li>
              <a className="user-menu__item" href="/admin/dashboard">
                Admin Dashboard
              </a>
            </li>
            <li>
              <a className="user-menu__item" href="/admin/blog">
                Blog Management
              </a>
            </li>
          </>
        )}
        {!user.isAdmin && (
          <li>
            <a className="user-menu__item" href="/account">
              My Account
            </a>
          </li>
        )}
        <li>
          <button type="button" className="user-menu__item" onClick={handle(onSignOut)} disabled={busy}>
            Sign Out
          </button>
        </li>
        <li>
          <button type="button" className="user-menu__item" onClick={handle(onSignOutEverywhere)} disabled={busy}>
            Sign Out Everywhere
          </button>
        </li>
      </ul>
    </div>
  );
}

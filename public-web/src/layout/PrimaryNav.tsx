import { useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { SectionLink } from '../navigation/SectionLink';
import { NAV_SECTION_LINKS, QUOTE_CTA_LABEL } from '../navigation/sections';
import { AccountSlot } from './AccountSlot';
import { useOutsideClick } from './useOutsideClick';

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={open ? 'M6 6 L18 18 M18 6 L6 18' : 'M4 7 H20 M4 12 H20 M4 17 H20'} stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" fill="none" />
    </svg>
  );
}

export function PrimaryNav() {
  const [open, setOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useOutsideClick(navRef, open, close);

  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <nav className="primary-nav" aria-label="Main" ref={navRef}>
      <button
        ref={toggleRef}
        type="button"
        className="primary-nav__toggle"
        aria-expanded={open}
        aria-controls="primary-menu"
        aria-label="Menu"
        onClick={() => setOpen((value) => !value)}
      >
        <MenuIcon open={open} />
      </button>
      <div id="primary-menu" className={open ? 'primary-nav__panel is-open' : 'primary-nav__panel'}>
        <ul className="primary-nav__links">
          {NAV_SECTION_LINKS.map(({ label, section }) => (
            <li key={section}>
              <SectionLink section={section} className="nav-link">
                {label}
              </SectionLink>
            </li>
          ))}
          <li>
            <NavLink to="/blog" className="nav-link">
              Blog
            </NavLink>
          </li>
        </ul>
        <div className="primary-nav__actions">
          <AccountSlot />
          <SectionLink section="quote" className="button button--accent">
            {QUOTE_CTA_LABEL}
          </SectionLink>
        </div>
      </div>
    </nav>
  );
}

import { NavLink } from 'react-router-dom';
import { LEGAL_NAV_LINKS } from '../../layout/footer-links';

/** Spec 000 §2: legal pages share a nav bar of FAQ, Privacy Policy, Terms of Service, Data Deletion. */
export function LegalNav() {
  return (
    <nav className="legal-nav" aria-label="Help and legal">
      <ul>
        {LEGAL_NAV_LINKS.map(({ label, to }) => (
          <li key={to}>
            <NavLink to={to}>{label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

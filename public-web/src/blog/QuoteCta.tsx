import { Link, useLocation } from 'react-router-dom';

/** Spec 001 §2: scrolls to #quote when already on the home page, otherwise goes to /#quote. */
export function QuoteCta({ label = 'Get Your Free Quote Today' }: { label?: string }) {
  const { pathname } = useLocation();
  if (pathname === '/') {
    return (
      <button
        type="button"
        className="button button--accent button--large"
        onClick={() => document.getElementById('quote')?.scrollIntoView({ behavior: 'smooth' })}
      >
        {label}
      </button>
    );
  }
  return (
    <Link to="/#quote" className="button button--accent button--large">
      {label}
    </Link>
  );
}

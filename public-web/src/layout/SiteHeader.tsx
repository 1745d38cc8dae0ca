import { Link } from 'react-router-dom';
import { LogoMark } from '../illustrations/LogoMark';
import { useSiteConfig } from '../site/SiteConfigContext';
import { PrimaryNav } from './PrimaryNav';

export function SiteHeader() {
  const { name } = useSiteConfig();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          <LogoMark size={40} />
          <span className="brand__name">{name}</span>
        </Link>
        <PrimaryNav />
      </div>
    </header>
  );
}

import { LandingPage } from './landing/LandingPage';
import { VALENCIA } from './landing/landing-content';

export default function ValenciaPage() {
  return <LandingPage content={VALENCIA} />;
}

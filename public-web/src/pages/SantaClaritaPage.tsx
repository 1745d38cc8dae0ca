import { LandingPage } from './landing/LandingPage';
import { SANTA_CLARITA } from './landing/landing-content';

export default function SantaClaritaPage() {
  return <LandingPage content={SANTA_CLARITA} />;
}

import { usePageTitle } from '../../navigation/usePageTitle';
import { TrustSection } from './TrustSection';
import { AboutSection } from './AboutSection';
import { HeroSection } from './HeroSection';
import { PricingSection } from './PricingSection';
import { PromiseSection } from './PromiseSection';
import { QuoteSection } from './QuoteSection';
import { ServicesSection } from './ServicesSection';

export default function HomePage() {
  usePageTitle(null);
  return (
    <>
      <HeroSection />
      <PromiseSection />
      <ServicesSection />
      <PricingSection />
      <AboutSection />
      <TrustSection />
      <QuoteSection />
    </>
  );
}

import { useMemo } from 'react';
import { useSiteConfig } from '../site/SiteConfigContext';
import { faqGroups } from './faq/faq-content';
import { ContactCard } from './legal/ContactLinks';
import { LegalPage } from './legal/LegalPage';

export default function FaqPage() {
  const site = useSiteConfig();
  const groups = useMemo(() => faqGroups(site), [site]);
  return (
    <LegalPage
      title="Frequently Asked Questions"
      description={`Prices, service area, scheduling, cancellations and our satisfaction guarantee: answers about ${site.name}'s pet waste removal in the ${site.serviceArea}.`}
      lead={<p>Prices, scheduling, your dogs and our guarantee, answered.</p>}
    >
      {groups.map((group, index) => (
        <section key={group.title} className="faq-group" aria-labelledby={`faq-group-${index}`}>
          <h2 id={`faq-group-${index}`}>{group.title}</h2>
          {group.entries.map((entry) => (
            <details key={entry.topic} className="faq-item" id={`faq-${entry.topic}`}>
              <summary>{entry.question}</summary>
              <p>{entry.answer}</p>
            </details>
          ))}
        </section>
      ))}
      <ContactCard />
    </LegalPage>
  );
}

import type { ComponentType } from 'react';
import { BinIcon, DogIcon, YardIcon } from '../../illustrations/ServiceIcons';
import { ADD_ON_PRICES, formatPrice } from '../../quote/pricing';
import { SERVICE_CARD_PRICES, YARD_RESCUE_FROM } from './marketing-prices';

interface Service {
  title: string;
  text: string;
  price: string;
  Icon: ComponentType;
}

const SERVICES: readonly Service[] = [
  {
    title: 'Pet waste removal',
    text: 'Weekly, twice-weekly or monthly visits. We walk the whole yard, bag every pile and latch the gate behind us.',
    price: SERVICE_CARD_PRICES.join(' · '),
    Icon: DogIcon,
  },
  {
    title: 'Yard Rescue',
    text: 'A one-time deep cleanup for move-ins, parties, or when the yard simply got away from you.',
    price: `From ${YARD_RESCUE_FROM}, one visit`,
    Icon: YardIcon,
  },
  {
    title: 'Trash bin roll-out',
    text: 'We roll your bins to the curb on trash day and bring them back in. No dog required.',
    price: `${formatPrice(ADD_ON_PRICES.binTripBinOnly)} per trip on its own`,
    Icon: BinIcon,
  },
];

export function ServicesSection() {
  return (
    <section id="services" className="section" aria-labelledby="services-title">
      <div className="container">
        <div className="section__header">
          <p className="eyebrow">Services</p>
          <h2 id="services-title">Everything your yard and bins need</h2>
          <p className="section__lead">
            Add yard deodorizing or off-site waste removal to any plan. New subscribers get free bin deodorizing on their first month.
          </p>
        </div>
        {/* A sideways strip on phones: focusable so keyboard users can scroll it. */}
        <ul className="card-grid" tabIndex={0} aria-labelledby="services-title">
          {SERVICES.map(({ title, text, price, Icon }) => (
            <li key={title} className="card">
              <Icon />
              <h3>{title}</h3>
              <p>{text}</p>
              <p className="card__price">{price}</p>
            </li>
          ))}
        </ul>
        <p className="note">For everyone&apos;s safety, please keep aggressive dogs indoors during service.</p>
      </div>
    </section>
  );
}

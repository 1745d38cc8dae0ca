import type { ComponentType } from 'react';
import { CalendarIcon, CameraIcon, ShieldIcon } from '../../illustrations/PromiseIcons';

interface PromiseItem {
  title: string;
  text: string;
  Icon: ComponentType;
}

const PROMISES: readonly PromiseItem[] = [
  {
    title: 'Punctuality',
    text: 'The same service day every week, with automated alerts so you always know when we are coming.',
    Icon: CalendarIcon,
  },
  {
    title: 'Excellence',
    text: 'Tools disinfected between every yard and strict health protocols to keep your pets safe.',
    Icon: ShieldIcon,
  },
  {
    title: 'Proof',
    text: 'Time-stamped photos, detailed reports and service notifications after every visit.',
    Icon: CameraIcon,
  },
];

export function PromiseSection() {
  return (
    <section className="section section--tight" aria-labelledby="promise-title">
      <div className="container">
        <h2 id="promise-title" className="visually-hidden">
          Our promise
        </h2>
        <ul className="promise-grid">
          {PROMISES.map(({ title, text, Icon }) => (
            <li key={title} className="promise">
              <Icon />
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { StepIcon, type StepIconName } from './illustrations';

export interface Step {
  icon: StepIconName;
  title: string;
  text: ReactNode;
}

export function NextSteps({ title = 'What happens next', steps }: { title?: string; steps: Step[] }) {
  return (
    <section className="order-card" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className="order-card__title">
        {title}
      </h2>
      <ol className="steps">
        {steps.map((step) => (
          <li key={step.title} className="step">
            <StepIcon name={step.icon} />
            <div>
              <h3 className="step__title">{step.title}</h3>
              <p className="step__text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

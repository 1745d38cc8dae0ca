/**
 * The quote form's progress steps (public-web leads-api LEAD_STEPS, and 'checkout') in business language (issue 18 §17):
 * how far the visitor got, as staff say it. A step this list does not know shows as recorded.
 */
const STEP_LABELS: Record<string, string> = {
  'service-type': 'Chose the service type',
  'service-details': 'Chose dogs, yard and visits',
  'add-ons': 'Looked at add-ons',
  commitment: 'Chose the plan length',
  'customer-info': 'Gave contact details',
  'discount-code': 'Entered a discount code',
  checkout: 'Went to payment',
};

export function leadStepLabel(step: string | null | undefined): string | null {
  if (!step) return null;
  return Object.hasOwn(STEP_LABELS, step) ? STEP_LABELS[step] : step;
}

import type { QuoteFormState } from '../quote/quote-form-state';
import { LEAD_STEPS, type LeadFormData, type LeadStep } from './leads-api';

type QuoteForm = Pick<QuoteFormState, 'plan' | 'choices' | 'customer'>;

/** The whole form as the lead's form_data: every choice and contact field, and the applied discount code. */
export function leadFormData({ plan, choices, customer }: QuoteForm, discountCode: string): LeadFormData {
  return {
    plan,
    serviceType: choices.serviceType,
    numberOfDogs: choices.numberOfDogs,
    yardSize: choices.yardSize,
    serviceFrequency: choices.serviceFrequency,
    selectedAddOns: choices.addOns,
    trashDay: choices.trashDay,
    commitmentMonths: choices.commitmentMonths,
    name: customer.name,
    email: customer.email,
    phone: customer.phone,
    zipCode: customer.zipCode,
    specialInstructions: customer.specialInstructions,
    discountCode,
  };
}

export type StepSnapshots = Record<Exclude<LeadStep, 'checkout'>, string>;

/** Each progress step's own part of the form, serialised so a change is a string comparison. */
export function stepSnapshots({ plan, choices, customer }: QuoteForm, discountCode: string): StepSnapshots {
  const parts: Record<keyof StepSnapshots, unknown> = {
    'service-type': { plan, serviceType: choices.serviceType },
    'service-details': { numberOfDogs: choices.numberOfDogs, yardSize: choices.yardSize, serviceFrequency: choices.serviceFrequency },
    'add-ons': { selectedAddOns: choices.addOns, trashDay: choices.trashDay },
    commitment: { commitmentMonths: choices.commitmentMonths },
    'customer-info': {
      name: customer.name,
      email: customer.email,
      phone: customer.phone,
      zipCode: customer.zipCode,
      specialInstructions: customer.specialInstructions,
    },
    'discount-code': { discountCode },
  };
  return Object.fromEntries(LEAD_STEPS.map((step) => [step, JSON.stringify(parts[step])])) as StepSnapshots;
}

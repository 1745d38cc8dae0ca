import type { BusinessIdentity } from '../../../config/config';
import { renderEmail, RenderedEmail } from './layout';

export interface SignUpConfirmationInput {
  business: BusinessIdentity;
  fullName: string;
  confirmUrl: string;
}

/** The "Check your email" link of sign-up (spec 000 §8): confirms the address before the account works. */
export function signUpConfirmation(input: SignUpConfirmationInput): RenderedEmail {
  const { business } = input;
  return renderEmail({
    business,
    subject: `Confirm your ${business.name} account`,
    heading: 'Confirm your e-mail address',
    greeting: `Hi ${input.fullName},`,
    blocks: [
      { type: 'paragraph', text: `Thanks for signing up with ${business.name}. Please confirm your e-mail address to finish creating your account.` },
      { type: 'button', label: 'Confirm my e-mail', url: input.confirmUrl },
      { type: 'fine-print', text: 'If you didn’t sign up, you can safely ignore this e-mail.' },
    ],
  });
}

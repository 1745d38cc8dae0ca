import type { BusinessIdentity } from '../../../config/config';
import { renderEmail, RenderedEmail } from './layout';

export interface AccountSignInInput {
  business: BusinessIdentity;
  signInUrl: string;
  minutesValid: number;
}

/** The one-time sign-in link of the customer's account (issue 17): opens a page whose button signs in. */
export function accountSignIn(input: AccountSignInInput): RenderedEmail {
  const { business } = input;
  return renderEmail({
    business,
    subject: `Your ${business.name} sign-in link`,
    heading: 'Sign in to your account',
    greeting: 'Hi,',
    blocks: [
      { type: 'paragraph', text: `Use the button below to sign in to your ${business.name} account. The link works once, for ${input.minutesValid} minutes.` },
      { type: 'button', label: 'Sign in to my account', url: input.signInUrl },
      { type: 'fine-print', text: 'If you didn’t ask to sign in, you can safely ignore this e-mail: nobody can use it without your inbox.' },
    ],
  });
}

import type { BusinessIdentity } from '../../../config/config';
import { linkPage } from '../../email';

/**
 * The small self-contained page a confirmation link opens. Opening it only asks: mail scanners follow every link
 * in a message, so the account is confirmed by the button's POST, never by the GET.
 */
export function confirmEmailPage(business: BusinessIdentity, actionUrl: string, siteUrl: string): string {
  return linkPage(
    {
      heading: 'Confirm your e-mail address',
      message: `Press the button to finish creating your ${business.name} account. Then you can sign in.`,
      button: { label: 'Confirm my e-mail', actionUrl },
    },
    business,
    siteUrl,
  );
}

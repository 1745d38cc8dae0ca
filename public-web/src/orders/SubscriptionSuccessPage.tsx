import { SuccessPage } from './SuccessPage';

export default function SubscriptionSuccessPage() {
  return <SuccessPage kind="subscription" />;
}

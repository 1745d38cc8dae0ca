import { SuccessPage } from './SuccessPage';

export default function PaymentSuccessPage() {
  return <SuccessPage kind="one-time" />;
}

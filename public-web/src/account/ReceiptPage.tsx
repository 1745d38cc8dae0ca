import { Link, useParams } from 'react-router-dom';
import { useSession } from '../auth/SessionContext';
import { usePageTitle } from '../navigation/usePageTitle';
import { useSiteConfig } from '../site/SiteConfigContext';
import '../styles/account.css';
import { cardLabel, FREQUENCY, longInstant, money, receiptPeriod } from './format';
import { useOverview } from './useOverview';

/** A printable receipt of one payment, from the account overview. */
export default function ReceiptPage() {
  usePageTitle('Receipt');
  const { orderId, receiptId } = useParams();
  const { name } = useSiteConfig();
  const { session } = useSession();
  const { state } = useOverview(session.status === 'signed-in');
  const plan = state.status === 'ready' ? state.overview.plans.find((p) => p.orderId === orderId) : undefined;
  const receipt = plan?.receipts.find((r) => r.id === receiptId);

  return (
    <div className="account-page">
      <div className="container account-page__container">
        {session.status === 'signed-out' && (
          <div className="account-card">
            <h1>Receipt</h1>
            <p>
              Please <Link to="/account">sign in</Link> to see your receipts.
            </p>
          </div>
        )}
        {session.status !== 'signed-out' && state.status === 'loading' && (
          <div className="account-card account-loading" role="status">
            Loading the receipt…
          </div>
        )}
        {state.status === 'error' && (
          <div className="account-card" role="alert">
            We could not load the receipt just now. <Link to="/account">Back to your account</Link>
          </div>
        )}
        {state.status === 'ready' && (!plan || !receipt) && (
          <div className="account-card">
            <h1>Receipt not found</h1>
            <Link to="/account">Back to your account</Link>
          </div>
        )}
        {plan && receipt && (
          <article className="account-card account-receipt">
            <h1>{receipt.kind === 'refund' ? 'Refund receipt' : 'Receipt'}</h1>
            <p className="account-muted">{name}</p>
            <dl className="account-facts">
              {plan.orderNumber && (
                <div>
                  <dt>Order</dt>
                  <dd>{plan.orderNumber}</dd>
                </div>
              )}
              <div>
                <dt>Date</dt>
                <dd>{longInstant(receipt.paidAt)}</dd>
              </div>
              <div>
                <dt>{receipt.kind === 'refund' ? 'Amount refunded' : 'Amount paid'}</dt>
                <dd>
                  <strong>{money(receipt.amount)}</strong>
                </dd>
              </div>
              <div>
                <dt>For</dt>
                <dd>
                  {receipt.description} · {FREQUENCY[plan.frequency] ?? plan.frequency}
                </dd>
              </div>
              {receiptPeriod(receipt) && (
                <div>
                  <dt>Service period</dt>
                  <dd>{receiptPeriod(receipt)}</dd>
                </div>
              )}
              <div>
                <dt>Card</dt>
                <dd>{receipt.cardLastFour ? cardLabel({ brand: receipt.cardBrand, lastFour: receipt.cardLastFour }) : 'Card on file'}</dd>
              </div>
              <div>
                <dt>Billed to</dt>
                <dd>
                  {state.status === 'ready' ? state.overview.customer.email : ''}
                  {plan.address ? ` · ${plan.address}` : ''}
                </dd>
              </div>
              <div>
                <dt>Reference</dt>
                <dd>{plan.orderId.slice(0, 8).toUpperCase()}</dd>
              </div>
            </dl>
            <div className="account-actions account-no-print">
              <button type="button" className="button button--primary" onClick={() => window.print()}>
                Print
              </button>
              <Link className="button button--ghost" to="/account">
                Back to your account
              </Link>
            </div>
          </article>
        )}
      </div>
    </div>
  );
}

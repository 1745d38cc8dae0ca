import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../api/http';
import { useToast } from '../ui/toast';
import { openCardPage, resumePlan, skipVisit, type AccountPlan, type AccountVisit } from './account-api';
import { PausePlanDialog } from './PausePlanDialog';
import { ChangeDaysDialog } from './ChangeDaysDialog';
import { CancelPlanDialog } from './CancelPlanDialog';
import { ChangeServiceDialog } from './ChangeServiceDialog';
import type { AddOnId } from '../quote/pricing';
import { cardLabel, clock, dayName, days, dogs, FREQUENCY, KIND, longInstant, money, receiptPeriod, shortDate, SKIP_REASON, visitStatus } from './format';

/** A photo's caption: when it was taken, or what it shows. */
const PHOTO_KIND: Record<'before' | 'after' | 'skip', string> = { before: 'Before', after: 'After', skip: 'What we found' };

const STATUS: Record<AccountPlan['status'], string> = {
  starting: 'Starting soon',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  'one-time': 'One-time cleanup',
};

function VisitRow({ visit, onSkip, busy }: { visit: AccountVisit; onSkip?: (visit: AccountVisit) => void; busy: boolean }) {
  return (
    <li className={`account-visit account-visit--${visit.status}`}>
      <div>
        <span className="account-visit__date">{shortDate(visit.date)}</span>
        <span className="account-muted">
          {' '}
          · {KIND[visit.kind] ?? visit.kind}, {clock(visit.windowStart)}–{clock(visit.windowEnd)}
        </span>
        <div className="account-visit__status">{visitStatus(visit)}</div>
        {visit.freeReturn && <div className="account-small">Free return visit, no charge</div>}
        {visit.skipReason && <div className="account-small">Not done: {SKIP_REASON[visit.skipReason] ?? visit.skipReason}</div>}
        {visit.photos.length > 0 && (
          <ul className="account-visit__photos">
            {visit.photos.map((photo, index) => (
              <li key={photo.id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.url}
                    alt={`Photo ${index + 1} of the visit on ${shortDate(visit.date)}${photo.kind ? `, ${PHOTO_KIND[photo.kind].toLowerCase()}` : ''} (opens the full photo)`}
                    width={72}
                    height={72}
                    loading="lazy"
                  />
                </a>
                {photo.kind && (
                  <span className="account-visit__photo-kind" aria-hidden="true">
                    {PHOTO_KIND[photo.kind]}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {onSkip && visit.canSkip && (
        <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => onSkip(visit)}>
          Skip<span className="visually-hidden"> the visit on {shortDate(visit.date)}</span>
        </button>
      )}
    </li>
  );
}

/** One order's plan: what it is, its price and next charge, its visits and receipts, and what the customer may change. */
export function PlanCard({
  plan,
  reasons,
  maxPauseWeeks,
  onChanged,
  preselect = null,
}: {
  plan: AccountPlan;
  reasons: string[];
  maxPauseWeeks: number;
  onChanged: () => void;
  /** An add-on offered after payment: opens the change dialog with it ticked. */
  preselect?: AddOnId | null;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [pausing, setPausing] = useState(false);
  const [changingDays, setChangingDays] = useState(false);
  const changeable = plan.isSubscription && plan.status === 'active' && Boolean(plan.planId) && !plan.cancelledFrom;
  const [changingService, setChangingService] = useState(Boolean(preselect) && changeable);
  useEffect(() => {
    if (preselect && changeable) setChangingService(true);
  }, [preselect, changeable]);
  const live = plan.status === 'active' || plan.status === 'paused' || plan.status === 'starting';

  const skip = async (visit: AccountVisit) => {
    setBusy(true);
    try {
      await skipVisit(visit.id);
      toast.show({ title: 'Visit skipped', description: `We won’t come on ${shortDate(visit.date)}.`, variant: 'success' });
      onChanged();
    } catch (failure) {
      toast.show({ title: 'Could not skip the visit', description: failure instanceof ApiError ? failure.message : 'Please try again.', variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const resume = async () => {
    if (!plan.planId) return;
    setBusy(true);
    try {
      await resumePlan(plan.planId);
      toast.show({ title: 'Plan resumed', description: 'Your visits start again from 48 hours on.', variant: 'success' });
      onChanged();
    } catch (failure) {
      toast.show({ title: 'Could not resume the plan', description: failure instanceof ApiError ? failure.message : 'Please try again.', variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const updateCard = async () => {
    setBusy(true);
    try {
      const { url } = await openCardPage(plan.orderId);
      window.location.assign(url);
    } catch (failure) {
      setBusy(false);
      toast.show({ title: 'Could not open the card page', description: failure instanceof ApiError ? failure.message : 'Please try again.', variant: 'error' });
    }
  };

  return (
    <article className="account-card" aria-labelledby={`plan-${plan.orderId}`}>
      <header className="account-card__head">
        <h2 id={`plan-${plan.orderId}`}>{FREQUENCY[plan.frequency] ?? plan.frequency} service</h2>
        <span className={`account-badge account-badge--${plan.status}`}>{STATUS[plan.status]}</span>
      </header>
      {plan.pastDue && (
        <div className="account-notice account-notice--error account-past-due" role="alert">
          <p>
            <strong>Your payment{plan.pastDue.amountDue ? ` of ${money(plan.pastDue.amountDue)}` : ''} didn’t go through.</strong>{' '}
            {plan.pastDue.suspended
              ? 'Your visits are on hold until it is paid.'
              : 'Please update your card to keep your service; visits are put on hold 15 days after a missed payment.'}
          </p>
          {plan.canUpdateCard && (
            <button type="button" className="button button--primary" onClick={updateCard} disabled={busy}>
              Update card and pay
            </button>
          )}
        </div>
      )}
      <dl className="account-facts">
        {plan.orderNumber && (
          <div>
            <dt>Order</dt>
            <dd>{plan.orderNumber}</dd>
          </div>
        )}
        <div>
          <dt>Price</dt>
          <dd>
            <strong>{money(plan.pricePerPeriod)}</strong> per {plan.period}
          </dd>
        </div>
        {plan.isSubscription && (
          <div>
            <dt>Next charge</dt>
            <dd>{plan.nextChargeDate ? shortDate(plan.nextChargeDate) : 'None'}</dd>
          </div>
        )}
        {plan.isSubscription && plan.card && (
          <div>
            <dt>Card</dt>
            <dd>{cardLabel(plan.card)}</dd>
          </div>
        )}
        <div>
          <dt>Dogs and yard</dt>
          <dd>
            {dogs(plan.numberOfDogs)}, {plan.yardSize || '—'} yard
          </dd>
        </div>
        <div>
          <dt>Add-ons</dt>
          <dd>{plan.addOns.length ? plan.addOns.join(', ') : 'None'}</dd>
        </div>
        <div>
          <dt>Preferred days</dt>
          <dd>{days(plan.preferredDays)}</dd>
        </div>
        <div>
          <dt>Trash day</dt>
          <dd>{dayName(plan.trashDay)}</dd>
        </div>
        {plan.address && (
          <div>
            <dt>Address</dt>
            <dd>{plan.address}</dd>
          </div>
        )}
        {plan.pausedFrom && (
          <div>
            <dt>Paused</dt>
            <dd>
              From {shortDate(plan.pausedFrom)}
              {plan.resumedFrom ? `; visits start again on ${shortDate(plan.resumedFrom)}` : ''}
            </dd>
          </div>
        )}
        {plan.cancelledFrom && (
          <div>
            <dt>Service ends</dt>
            <dd>Last visits before {shortDate(plan.cancelledFrom)}</dd>
          </div>
        )}
      </dl>

      <section aria-labelledby={`upcoming-${plan.orderId}`}>
        <h3 id={`upcoming-${plan.orderId}`}>Upcoming visits</h3>
        {plan.upcomingVisits.length ? (
          <>
            <p className="account-small">You can skip a visit up to 48 hours before it starts.</p>
            <ul className="account-visits">
              {plan.upcomingVisits.map((visit) => (
                <VisitRow key={visit.id} visit={visit} busy={busy} onSkip={live ? skip : undefined} />
              ))}
            </ul>
          </>
        ) : (
          <p className="account-muted">{plan.status === 'starting' ? 'Your visits appear here once your plan starts.' : 'No upcoming visits.'}</p>
        )}
      </section>

      {plan.pastVisits.length > 0 && (
        <section aria-labelledby={`past-${plan.orderId}`}>
          <h3 id={`past-${plan.orderId}`}>Past visits</h3>
          <ul className="account-visits">
            {plan.pastVisits.map((visit) => (
              <VisitRow key={visit.id} visit={visit} busy={busy} />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby={`receipts-${plan.orderId}`}>
        <h3 id={`receipts-${plan.orderId}`}>Receipts</h3>
        {plan.receipts.length ? (
          <ul className="account-receipts">
            {plan.receipts.map((receipt) => (
              <li key={receipt.id}>
                <span>
                  {longInstant(receipt.paidAt)} · {receipt.kind === 'refund' ? `Refund of ${money(receipt.amount)}` : money(receipt.amount)}
                  {receipt.kind === 'payment' ? ` · ${receipt.description}` : ''}
                  {receiptPeriod(receipt) ? ` · for ${receiptPeriod(receipt)}` : ''}
                  {receipt.cardLastFour ? ` · ${cardLabel({ brand: receipt.cardBrand, lastFour: receipt.cardLastFour })}` : ''}
                </span>
                <Link to={`/account/receipts/${plan.orderId}/${receipt.id}`}>
                  View<span className="visually-hidden"> the receipt of {longInstant(receipt.paidAt)}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="account-muted">No payments yet.</p>
        )}
      </section>

      {plan.isSubscription && live && plan.planId && !plan.cancelledFrom && (
        <div className="account-actions account-actions--end">
          {changeable && (
            <button type="button" className="button button--ghost" onClick={() => setChangingService(true)}>
              Change service
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => setChangingDays(true)}>
            Change days
          </button>
          {plan.canUpdateCard && !plan.pastDue && (
            <button type="button" className="button button--ghost" onClick={updateCard} disabled={busy}>
              Update card
            </button>
          )}
          {plan.status === 'paused' ? (
            <button type="button" className="button button--primary" onClick={resume} disabled={busy}>
              Resume early
            </button>
          ) : (
            <button type="button" className="button button--ghost" onClick={() => setPausing(true)}>
              Pause plan
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={() => setCancelling(true)}>
            Cancel plan
          </button>
        </div>
      )}
      {cancelling && (
        <CancelPlanDialog
          plan={plan}
          reasons={reasons}
          onClose={() => setCancelling(false)}
          onPauseInstead={() => {
            setCancelling(false);
            if (plan.status !== 'paused') setPausing(true);
          }}
          onDone={() => {
            setCancelling(false);
            toast.show({ title: 'Plan cancelled', description: 'Your service ends after the 7 days’ notice.', variant: 'success' });
            onChanged();
          }}
        />
      )}
      {changingService && (
        <ChangeServiceDialog
          plan={plan}
          preselect={preselect}
          onClose={() => setChangingService(false)}
          onDone={(answer) => {
            setChangingService(false);
            toast.show({
              title: answer.unchanged ? 'Nothing changed' : 'Service changed',
              description: answer.unchanged
                ? answer.message
                : `From ${shortDate(answer.effectiveFrom)}: ${money(answer.newMonthlyPrice)} a month. Next charge ${money(answer.nextChargeAmount)} on ${shortDate(answer.nextChargeDate)}.`,
              variant: 'success',
            });
            onChanged();
          }}
        />
      )}
      {changingDays && (
        <ChangeDaysDialog
          plan={plan}
          onClose={() => setChangingDays(false)}
          onDone={() => {
            setChangingDays(false);
            toast.show({ title: 'Days saved', description: 'Your upcoming visits now follow your new days.', variant: 'success' });
            onChanged();
          }}
        />
      )}
      {pausing && (
        <PausePlanDialog
          plan={plan}
          maxWeeks={maxPauseWeeks}
          onClose={() => setPausing(false)}
          onDone={() => {
            setPausing(false);
            toast.show({ title: 'Plan paused', description: 'Your visits start again by themselves when the pause ends.', variant: 'success' });
            onChanged();
          }}
        />
      )}
    </article>
  );
}

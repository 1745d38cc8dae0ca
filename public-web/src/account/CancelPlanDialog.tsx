import { useState } from 'react';
import { cancelPlan, type AccountPlan } from './account-api';
import { DialogError, useAccountDialog } from './useAccountDialog';
import { shortDate } from './format';

const NOTICE_DAYS = 7;

function addDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Cancelling takes three steps: a reason from the list with the 7 days' notice, a save offer, then the final button. */
export function CancelPlanDialog({
  plan,
  reasons,
  onClose,
  onDone,
  onPauseInstead,
}: {
  plan: AccountPlan;
  reasons: string[];
  onClose: () => void;
  onDone: () => void;
  /** The save offer: a pause keeps the plan and its price. */
  onPauseInstead: () => void;
}) {
  const { dialog, busy, error, run } = useAccountDialog();
  const [step, setStep] = useState<'reason' | 'offer' | 'confirm'>('reason');
  const [reason, setReason] = useState('');

  const finish = async () => {
    const planId = plan.planId;
    if (planId) await run(() => cancelPlan(planId, reason), onDone);
  };

  return (
    <dialog ref={dialog} className="account-dialog" aria-labelledby="cancel-title" onCancel={onClose}>
      <h2 id="cancel-title">Cancel your plan</h2>
      {step === 'reason' && (
        <>
          <p>
            Our terms ask for {NOTICE_DAYS} days’ notice: visits until <strong>{shortDate(addDays(NOTICE_DAYS - 1))}</strong> still happen, and nothing is
            charged after your service ends.
          </p>
          <label className="account-label" htmlFor="cancel-reason">
            Why are you cancelling?
          </label>
          <select id="cancel-reason" className="account-input" value={reason} onChange={(event) => setReason(event.target.value)}>
            <option value="">Choose a reason</option>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          <div className="account-actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              Keep my plan
            </button>
            <button type="button" className="button button--primary" disabled={!reason} onClick={() => setStep('offer')}>
              Continue
            </button>
          </div>
        </>
      )}
      {step === 'offer' && (
        <>
          <p className="account-offer">
            <strong>Need a break rather than a goodbye?</strong> Pause your plan for up to 8 weeks instead: you keep your price, and your visits start again by
            themselves.
          </p>
          <div className="account-actions">
            <button type="button" className="button button--primary" onClick={onPauseInstead}>
              Pause instead
            </button>
            <button type="button" className="button button--ghost" onClick={() => setStep('confirm')}>
              No thanks, continue cancelling
            </button>
          </div>
        </>
      )}
      {step === 'confirm' && (
        <>
          <p>
            Reason: <strong>{reason}</strong>. Your last visits happen within the {NOTICE_DAYS} days’ notice; then your plan ends.
          </p>
          <DialogError error={error} />
          <div className="account-actions">
            <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
              Keep my plan
            </button>
            <button type="button" className="button button--danger" onClick={finish} disabled={busy}>
              {busy ? 'Cancelling…' : 'Cancel my plan'}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

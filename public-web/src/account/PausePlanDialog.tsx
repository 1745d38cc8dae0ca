import { useState } from 'react';
import { pausePlan, type AccountPlan } from './account-api';
import { DialogError, useAccountDialog } from './useAccountDialog';

/** Pause for 1 to the maximum weeks, from 48 hours on; service resumes by itself. */
export function PausePlanDialog({ plan, maxWeeks, onClose, onDone }: { plan: AccountPlan; maxWeeks: number; onClose: () => void; onDone: () => void }) {
  const { dialog, busy, error, run } = useAccountDialog();
  const [weeks, setWeeks] = useState(2);

  const submit = async () => {
    const planId = plan.planId;
    if (planId) await run(() => pausePlan(planId, weeks), onDone);
  };

  return (
    <dialog ref={dialog} className="account-dialog" aria-labelledby="pause-title" onCancel={onClose}>
      <h2 id="pause-title">Pause your plan</h2>
      <p>The pause starts 48 hours from now, and your visits start again by themselves when it ends. You can resume early at any time.</p>
      <label className="account-label" htmlFor="pause-weeks">
        How long?
      </label>
      <select id="pause-weeks" className="account-input" value={weeks} onChange={(event) => setWeeks(Number(event.target.value))}>
        {Array.from({ length: maxWeeks }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {n} {n === 1 ? 'week' : 'weeks'}
          </option>
        ))}
      </select>
      <DialogError error={error} />
      <div className="account-actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
          Never mind
        </button>
        <button type="button" className="button button--primary" onClick={submit} disabled={busy}>
          {busy ? 'Pausing…' : `Pause for ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`}
        </button>
      </div>
    </dialog>
  );
}

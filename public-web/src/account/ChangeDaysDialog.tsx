import { useState, type FormEvent } from 'react';
import { changeDays, type AccountPlan } from './account-api';
import { DialogError, useAccountDialog } from './useAccountDialog';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const label = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** Preferred days and trash day; the visits not yet given to a scooper move to fit. */
export function ChangeDaysDialog({ plan, onClose, onDone }: { plan: AccountPlan; onClose: () => void; onDone: () => void }) {
  const { dialog, busy, error, run } = useAccountDialog();
  const [days, setDays] = useState<string[]>(plan.preferredDays);
  const [trashDay, setTrashDay] = useState(plan.trashDay ?? '');

  const toggle = (day: string) => setDays((now) => (now.includes(day) ? now.filter((d) => d !== day) : WEEKDAYS.filter((d) => d === day || now.includes(d))));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const planId = plan.planId;
    if (planId) await run(() => changeDays(planId, days, trashDay || null), onDone);
  };

  return (
    <dialog ref={dialog} className="account-dialog" aria-labelledby="days-title" onCancel={onClose}>
      <form onSubmit={submit}>
        <h2 id="days-title">Change your days</h2>
        <fieldset className="account-days">
          <legend className="account-label">Preferred days</legend>
          {WEEKDAYS.map((day) => (
            <label key={day} className="account-day">
              <input type="checkbox" checked={days.includes(day)} onChange={() => toggle(day)} /> {label(day)}
            </label>
          ))}
        </fieldset>
        <label className="account-label" htmlFor="trash-day">
          Trash day
        </label>
        <select id="trash-day" className="account-input" value={trashDay} onChange={(event) => setTrashDay(event.target.value)}>
          <option value="">Not set</option>
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {label(day)}
            </option>
          ))}
        </select>
        <DialogError error={error} />
        <div className="account-actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            Never mind
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save days'}
          </button>
        </div>
      </form>
    </dialog>
  );
}

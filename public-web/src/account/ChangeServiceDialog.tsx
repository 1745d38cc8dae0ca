import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { ApiError, isAbort } from '../api/http';
import { ADD_ON_CATALOGUE, ADD_ON_IDS, BIN_ADD_ONS, offeredAddOns, type AddOnId } from '../quote/pricing';
import { changeService, previewServiceChange, type AccountPlan, type ServiceChange, type ServiceChangeAnswer } from './account-api';
import { money, shortDate } from './format';
import { DialogError, useAccountDialog } from './useAccountDialog';

const FREQUENCIES = [
  { id: 'monthly', label: 'Monthly' },
  { id: 'weekly', label: 'Weekly' },
  { id: 'twice-weekly', label: 'Twice weekly' },
] as const;
const DOGS = ['1', '2', '3+'] as const;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const label = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** "+$8.94" / "−$3.10 (a credit)" for the proration line. */
const signed = (cents: number) => (cents < 0 ? `−${money(-cents)} (a credit)` : `+${money(cents)}`);

/**
 * Add-ons, dogs and frequency on the same subscription: the server prices every choice as it is made (the same
 * pricing as the quote), shows the proration and the next charge, and applies it only on Confirm.
 */
export function ChangeServiceDialog({
  plan,
  preselect,
  onClose,
  onDone,
}: {
  plan: AccountPlan;
  /** An add-on to tick when the dialog opens (the post-payment "Add to Service" offer). */
  preselect?: AddOnId | null;
  onClose: () => void;
  onDone: (answer: ServiceChangeAnswer) => void;
}) {
  const { dialog, busy, error, run } = useAccountDialog();
  const binOnly = plan.frequency === 'bin-only';
  const [frequency, setFrequency] = useState(plan.frequency);
  const [dogs, setDogs] = useState(plan.numberOfDogs);
  const [addOns, setAddOns] = useState<Set<string>>(() => new Set([...plan.addOnIds, ...(preselect ? [preselect] : [])]));
  const [trashDay, setTrashDay] = useState(plan.trashDay ?? '');
  const [preview, setPreview] = useState<ServiceChangeAnswer | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [pricing, setPricing] = useState(false);

  const wantsBins = BIN_ADD_ONS.some((id) => addOns.has(id));
  // What the quote form offers for this plan (bins-only plans: the bin services; Gate Access for small yards only, as the
  // server prices it), plus whatever the plan already has, so it can be removed.
  const plansOwn = plan.addOnIds as readonly string[];
  const offered = ADD_ON_IDS.filter((id) => offeredAddOns(binOnly, plan.yardSize).includes(id) || plansOwn.includes(id));
  const change: ServiceChange = useMemo(
    () => ({
      ...(binOnly ? {} : { serviceFrequency: frequency, numberOfDogs: dogs }),
      addOns: Object.fromEntries(ADD_ON_IDS.map((id) => [id, addOns.has(id)])),
      ...(wantsBins && trashDay ? { trashDay } : {}),
    }),
    [binOnly, frequency, dogs, addOns, wantsBins, trashDay],
  );

  useEffect(() => {
    const controller = new AbortController();
    setPricing(true);
    setPreviewError(null);
    previewServiceChange(plan.orderId, change, controller.signal)
      .then((answer) => {
        setPreview(answer);
        setPricing(false);
      })
      .catch((failure: unknown) => {
        if (isAbort(failure)) return;
        setPreview(null);
        setPreviewError(failure instanceof ApiError ? failure.message : 'We could not price this change. Please try again.');
        setPricing(false);
      });
    return () => controller.abort();
  }, [plan.orderId, change]);

  const toggle = (id: string) =>
    setAddOns((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () => onDone(await changeService(plan.orderId, change)),
      () => undefined,
    );
  };

  const canConfirm = Boolean(preview && !preview.unchanged && !pricing && !busy);

  return (
    <dialog ref={dialog} className="account-dialog account-dialog--wide" aria-labelledby="service-title" onCancel={onClose}>
      <form onSubmit={submit}>
        <h2 id="service-title">Change your service</h2>
        <p className="account-small">Changes start 48 hours from now. Your plan, card and billing date stay the same; no new setup fee.</p>
        {!binOnly && (
          <div className="account-change-grid">
            <div>
              <label className="account-label" htmlFor="change-frequency">
                How often
              </label>
              <select id="change-frequency" className="account-input" value={frequency} onChange={(e) => setFrequency(e.target.value)}>
                {FREQUENCIES.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label className="account-label" htmlFor="change-dogs">
                Dogs
              </label>
              <select id="change-dogs" className="account-input" value={dogs} onChange={(e) => setDogs(e.target.value)}>
                {DOGS.map((n) => (
                  <option key={n} value={n}>
                    {n === '1' ? '1 dog' : `${n} dogs`}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        <fieldset className="account-addons">
          <legend className="account-label">Add-ons</legend>
          {offered.map((id) => (
            <label key={id} className="account-day">
              <input type="checkbox" checked={addOns.has(id)} onChange={() => toggle(id)} /> {ADD_ON_CATALOGUE[id].label}
            </label>
          ))}
        </fieldset>
        {wantsBins && !plan.trashDay && (
          <>
            <label className="account-label" htmlFor="change-trash-day">
              Trash day (for bin service)
            </label>
            <select id="change-trash-day" className="account-input" value={trashDay} onChange={(e) => setTrashDay(e.target.value)}>
              <option value="">Choose a day</option>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {label(day)}
                </option>
              ))}
            </select>
          </>
        )}

        <section className="account-change-preview" aria-live="polite" aria-busy={pricing}>
          {pricing && !preview && <p className="account-muted">Pricing your change…</p>}
          {previewError && (
            <p className="account-notice account-notice--error" role="alert">
              {previewError}
            </p>
          )}
          {preview && !previewError && (
            <dl className="account-facts">
              <div>
                <dt>New price</dt>
                <dd>
                  <strong>{money(preview.newMonthlyPrice)}</strong> per month
                  {preview.newMonthlyPrice !== preview.currentMonthlyPrice && (
                    <span className="account-muted"> (now {money(preview.currentMonthlyPrice)})</span>
                  )}
                  {preview.intervalMonths === 3 && <span className="account-muted"> · billed {money(preview.newRecurring)} every 3 months</span>}
                </dd>
              </div>
              {!preview.unchanged && (
                <>
                  <div>
                    <dt>Starts</dt>
                    <dd>{shortDate(preview.effectiveFrom)}</dd>
                  </div>
                  <div>
                    <dt>Rest of this period</dt>
                    <dd>{signed(preview.prorationAmount)}, prorated, added to your next charge</dd>
                  </div>
                </>
              )}
              <div>
                <dt>Next charge</dt>
                <dd>
                  {money(preview.nextChargeAmount)} on {shortDate(preview.nextChargeDate)}
                </dd>
              </div>
            </dl>
          )}
          {preview?.unchanged && <p className="account-muted">Choose what to change to see the new price.</p>}
        </section>

        <DialogError error={error} />
        <div className="account-actions">
          <button type="button" className="button button--ghost" onClick={onClose} disabled={busy}>
            Never mind
          </button>
          <button type="submit" className="button button--primary" disabled={!canConfirm}>
            {busy ? 'Saving…' : 'Confirm change'}
          </button>
        </div>
      </form>
    </dialog>
  );
}

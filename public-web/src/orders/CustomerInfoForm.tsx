import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/http';
import { ChoiceGroup, TextAreaField, TextField } from '../quote/fields';
import { sanitizeInstructions, stripMarkup } from '../quote/pricing';
import { useSiteConfig } from '../site/SiteConfigContext';
import { useToast } from '../ui/toast';
import { describePlan } from './describe-order';
import { DayPicker } from './DayPicker';
import { DogRows } from './DogRows';
import { customerInfoErrors, MAX_DOGS, SERVICE_DAYS, TIME_SLOTS, tomorrowIn } from './order-rules';
import { saveCustomerInfo, type DogInfo, type OrderView } from './orders-api';
import { CUSTOMER_INFO_TOASTS } from './order-toasts';

const SLOT_LABELS: Record<(typeof TIME_SLOTS)[number], string> = { '8am-12pm': '8am – 12pm', '12pm-3pm': '12pm – 3pm', '3pm-5pm': '3pm – 5pm' };
const SLOT_OPTIONS = TIME_SLOTS.map((value) => ({ value, label: SLOT_LABELS[value] }));

/** One empty row per dog on the order (3 for "3+"), so the form already looks like their household. */
function initialDogs(order: OrderView): DogInfo[] {
  if (order.dogInfo?.length) return order.dogInfo;
  const count = order.numberOfDogs === '3+' ? 3 : Number(order.numberOfDogs) || 1;
  return Array.from({ length: count }, () => ({ name: '', breed: '' }));
}

export function CustomerInfoForm({ order, sessionId }: { order: OrderView; sessionId: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const { timeZone } = useSiteConfig();
  const tomorrow = useMemo(() => tomorrowIn(timeZone, new Date()), [timeZone]);
  const [streetAddress, setStreetAddress] = useState(order.streetAddress);
  const [preferredDays, setPreferredDays] = useState<string[]>(order.preferredDays ?? []);
  const [scheduledDate, setScheduledDate] = useState(order.scheduledDate ?? '');
  const [timeSlot, setTimeSlot] = useState(order.timeSlot ?? '');
  const [dogs, setDogs] = useState<DogInfo[]>(() => initialDogs(order));
  const [specialNotes, setSpecialNotes] = useState(order.specialNotes ?? '');
  const [textOptIn, setTextOptIn] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Bins-only orders have no dogs to describe.
  const needsDogs = !order.isBinOnly;

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .choice-group--invalid input:not(:disabled)')?.focus();
  }, [focusRequest]);

  const clearError = (field: string) => setErrors(({ [field]: _, ...rest }) => rest);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    // The messages sit under their fields and focus moves to the first; a field error is not also a toast (issue 18 #11).
    setFocusRequest((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body = {
      streetAddress: stripMarkup(streetAddress),
      dogInfo: needsDogs ? dogs.map((dog) => ({ name: stripMarkup(dog.name), breed: stripMarkup(dog.breed) })).filter((dog) => dog.name || dog.breed) : [],
      specialNotes: sanitizeInstructions(specialNotes),
      textOptIn,
      ...(order.isSubscription ? { preferredDays } : { scheduledDate, timeSlot }),
    };
    setStreetAddress(body.streetAddress);
    const found = customerInfoErrors({ preferredDays: [], scheduledDate: '', timeSlot: '', ...body }, order.isSubscription, tomorrow, needsDogs);
    if (Object.keys(found).length) {
      showErrors(found);
      return;
    }
    setSaving(true);
    try {
      await saveCustomerInfo(sessionId, body);
      toast.show({ title: CUSTOMER_INFO_TOASTS.saved, description: 'Thanks! Your service details are saved.', variant: 'success', followsNavigation: true });
      navigate(`/customer-confirmation?session_id=${encodeURIComponent(sessionId)}`);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 400 && error.problem?.errors) {
        showErrors(error.problem.errors);
      } else if (error instanceof ApiError && error.problem?.title && error.status !== 500) {
        toast.show({ title: error.problem.title, description: error.problem.detail, variant: 'error' });
      } else {
        console.error('Saving customer info failed:', error);
        toast.show({ title: 'Error', description: CUSTOMER_INFO_TOASTS.saveFailed, variant: 'error' });
      }
    }
  };

  return (
    <form ref={formRef} className="order-card order-form" noValidate onSubmit={onSubmit} aria-label="Service details">
      <p className="order-form__plan">
        <span>Your plan</span> <strong>{describePlan(order)}</strong>
      </p>
      <TextField
        label="Street address"
        name="streetAddress"
        autoComplete="street-address"
        placeholder="123 Main St"
        value={streetAddress}
        error={errors.streetAddress}
        onValueChange={(value) => {
          setStreetAddress(value);
          clearError('streetAddress');
        }}
      />
      {order.isSubscription ? (
        <DayPicker
          legend="Preferred service days"
          hint="Pick every day that works. We’ll confirm one with you."
          days={SERVICE_DAYS}
          selected={preferredDays}
          error={errors.preferredDays}
          onChange={(days) => {
            setPreferredDays(days);
            clearError('preferredDays');
          }}
        />
      ) : (
        <>
          <TextField
            label="Preferred service date"
            name="scheduledDate"
            type="date"
            min={tomorrow}
            value={scheduledDate}
            error={errors.scheduledDate}
            hint="The earliest date is tomorrow."
            onValueChange={(value) => {
              setScheduledDate(value);
              clearError('scheduledDate');
            }}
          />
          <ChoiceGroup
            legend="Preferred time slot"
            name="timeSlot"
            look="pills"
            options={SLOT_OPTIONS}
            value={timeSlot as (typeof TIME_SLOTS)[number] | ''}
            error={errors.timeSlot}
            onChange={(value) => {
              setTimeSlot(value);
              clearError('timeSlot');
            }}
          />
        </>
      )}
      {needsDogs && (
        <DogRows
          dogs={dogs}
          max={MAX_DOGS}
          error={errors.dogInfo}
          onChange={(next) => {
            setDogs(next);
            clearError('dogInfo');
          }}
        />
      )}
      <TextAreaField
        label="Special notes"
        optional
        name="specialNotes"
        rows={3}
        maxLength={1000}
        placeholder="Gate code, where to park, anything about your dogs."
        value={specialNotes}
        error={errors.specialNotes}
        onValueChange={setSpecialNotes}
      />
      <label className="choice choice--check order-form__optin">
        <input type="checkbox" name="textOptIn" checked={textOptIn} onChange={(event) => setTextOptIn(event.target.checked)} />
        <span className="choice__text">
          <span className="choice__label">Text me visit updates</span>
          <span className="choice__description">
            A text when your scooper is about 30 minutes away, and when the visit is done or skipped. Reply STOP to end them. Msg &amp; data rates may apply.
          </span>
        </span>
      </label>
      <button type="submit" className="button button--accent button--large order-form__submit" disabled={saving} aria-busy={saving}>
        {saving ? 'Saving…' : 'Complete Setup'}
      </button>
    </form>
  );
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../api/http';
import { TextAreaField, TextField } from '../quote/fields';
import { sanitizeInstructions, stripMarkup } from '../quote/pricing';
import { useToast } from '../ui/toast';
import { DayPicker } from './DayPicker';
import { ONBOARDING_DAYS, ONBOARDING_MAX_DAYS, ONBOARDING_MESSAGES, ONBOARDING_MIN_DAYS, onboardingErrors } from './order-rules';
import { completeOnboarding, type OnboardingBody, type OrderView } from './orders-api';
import { ONBOARDING_TOASTS } from './order-toasts';

const DEFAULT_STATE = 'CA';

export function OnboardingForm({ order, sessionId }: { order: OrderView; sessionId: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [fields, setFields] = useState({
    streetAddress: order.streetAddress ?? '',
    city: order.city ?? '',
    state: order.state || DEFAULT_STATE,
    zipCode: order.zipCode ?? '',
    specialNotes: order.specialNotes ?? '',
  });
  const [preferredDays, setPreferredDays] = useState<string[]>((order.preferredDays ?? []).slice(0, ONBOARDING_MAX_DAYS));
  const [optInMarketing, setOptInMarketing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], .choice-group--invalid input:not(:disabled)')?.focus();
  }, [focusRequest]);

  const field = (name: keyof typeof fields) => ({
    name,
    value: fields[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setFields((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _, ...rest }) => rest);
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const body: OnboardingBody = {
      streetAddress: stripMarkup(fields.streetAddress),
      city: stripMarkup(fields.city),
      state: stripMarkup(fields.state).toUpperCase() || DEFAULT_STATE,
      zipCode: stripMarkup(fields.zipCode),
      preferredDays,
      contactPreference: 'email',
      specialNotes: sanitizeInstructions(fields.specialNotes),
      optInMarketing,
    };
    const found = onboardingErrors(body);
    if (Object.keys(found).length) {
      setErrors(found);
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      await completeOnboarding(order.id, sessionId, body);
      toast.show({ ...ONBOARDING_TOASTS.completed, variant: 'success', followsNavigation: true });
      navigate('/customer-next-steps');
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 400 && error.problem?.errors) {
        setErrors(error.problem.errors);
        setFocusRequest((n) => n + 1);
        return;
      }
      // A refusal in the server's words (details already saved, payment pending) says what to do next.
      if (error instanceof ApiError && error.status === 409 && error.problem?.title) {
        toast.show({ title: error.problem.title, description: error.problem.detail, variant: 'error' });
        return;
      }
      console.error('Onboarding failed:', error);
      toast.show({ title: 'Error', description: ONBOARDING_MESSAGES.saveFailed, variant: 'error' });
    }
  };

  return (
    <form ref={formRef} className="order-card order-form" noValidate onSubmit={onSubmit} aria-label="Service setup">
      <TextField label="Street address" autoComplete="address-line1" {...field('streetAddress')} />
      <div className="field-grid field-grid--address">
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <TextField label="State" autoComplete="address-level1" maxLength={2} {...field('state')} />
        <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={10} {...field('zipCode')} />
      </div>
      <DayPicker
        legend="Preferred service days"
        hint={`Choose ${ONBOARDING_MIN_DAYS} or ${ONBOARDING_MAX_DAYS} days.`}
        days={ONBOARDING_DAYS}
        selected={preferredDays}
        max={ONBOARDING_MAX_DAYS}
        error={errors.preferredDays}
        onChange={(days) => {
          setPreferredDays(days);
          setErrors(({ preferredDays: _, ...rest }) => rest);
        }}
      />
      <p className="order-form__contact">
        <span className="field__label">How we’ll contact you</span>
        By email at <strong>{order.customerEmail}</strong>
      </p>
      <TextAreaField label="Special notes" optional rows={3} maxLength={1000} {...field('specialNotes')} />
      <label className="choice choice--check order-form__optin">
        <input type="checkbox" checked={optInMarketing} onChange={(event) => setOptInMarketing(event.target.checked)} />
        <span className="choice__text">
          <span className="choice__label">Send me tips and offers</span>
          <span className="choice__description">Occasional emails, never shared. Unsubscribe any time.</span>
        </span>
      </label>
      <button type="submit" className="button button--accent button--large order-form__submit" disabled={saving} aria-busy={saving}>
        {saving ? 'Saving…' : 'Complete Setup'}
      </button>
    </form>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { trackServiceAreaRequest } from '../analytics/quote-events';
import { ApiError } from '../api/http';
import { useToast } from '../ui/toast';
import { callFailureMessage } from '../api/call-failure-messages';
import { AREA_REQUEST_LIMIT_TOAST, areaRequestThanks, createAreaRequest, type AreaRequestDetails } from './area-request';
import { TextField } from './fields';
import { emailError, nameError, phoneError, stripMarkup, type FieldErrors } from './pricing';

export interface AreaRequestContact {
  name: string;
  email: string;
  phone: string;
}

interface Props {
  zipCode: string;
  /** Prefilled from the quote form; the visitor can change them. */
  contact: AreaRequestContact;
  /** The quote form's choices, so the request says what they wanted. */
  details: AreaRequestDetails;
}

function check(contact: AreaRequestContact): FieldErrors {
  const errors: FieldErrors = {};
  const name = nameError(contact.name);
  const email = emailError(contact.email);
  const phone = contact.phone.trim() ? phoneError(contact.phone) : undefined;
  if (name) errors.name = name;
  if (email) errors.email = email;
  if (phone) errors.phone = phone;
  return errors;
}

/** "Notify me when you serve my area": the thanks shows whatever the outcome, except the rate limit (spec 000 §8). */
export function AreaRequestForm({ zipCode, contact: prefill, details }: Props) {
  const toast = useToast();
  const [contact, setContact] = useState<AreaRequestContact>(prefill);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing');
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();

  const field = (name: keyof AreaRequestContact) => ({
    name,
    value: contact[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setContact((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'editing') return;
    const clean = { name: stripMarkup(contact.name), email: stripMarkup(contact.email), phone: stripMarkup(contact.phone) };
    const invalid = check(clean);
    setContact(clean);
    setErrors(invalid);
    if (Object.keys(invalid).length) {
      const first = (['name', 'email', 'phone'] as const).find((name) => invalid[name]);
      formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setStatus('sending');
    trackServiceAreaRequest(zipCode);
    try {
      await createAreaRequest({ zipCode, customerName: clean.name, customerEmail: clean.email, customerPhone: clean.phone, ...details });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        toast.show({
          title: error.problem?.title || AREA_REQUEST_LIMIT_TOAST.title,
          description: error.problem?.detail || AREA_REQUEST_LIMIT_TOAST.description,
          variant: 'error',
        });
        setStatus('editing');
        return;
      }
      // Spec 000 §8: the thanks shows even so; the failure is worded as spec 001 §8 has it, for whoever reads the log.
      console.error(callFailureMessage('areaRequest', error), error);
    }
    setStatus('sent');
  };

  if (status === 'sent') {
    return (
      <p className="area-request__thanks" role="status">
        {areaRequestThanks(zipCode)}
      </p>
    );
  }

  return (
    <form ref={formRef} className="area-request" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
      <h3 id={titleId} className="area-request__title">
        Notify me when you serve my area
      </h3>
      <TextField label="Full name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
      <TextField label="Phone" optional type="tel" autoComplete="tel" inputMode="tel" placeholder="(661) 555-0123" {...field('phone')} />
      <button type="submit" className="button button--accent area-request__submit" disabled={status === 'sending'}>
        {status === 'sending' ? 'Sending...' : 'Send request'}
      </button>
    </form>
  );
}

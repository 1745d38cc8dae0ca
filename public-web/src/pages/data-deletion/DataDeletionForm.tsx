import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../api/http';
import { TextAreaField, TextField } from '../../quote/fields';
import { emailError, stripMarkup } from '../../quote/pricing';
import { useToast } from '../../ui/toast';
import { submitDataDeletionRequest, type DataDeletionRequest } from './data-deletion-api';
import { DATA_DELETION_MESSAGES as M } from './data-deletion-messages';

type Field = keyof DataDeletionRequest;
type Errors = Partial<Record<Field, string>>;

const EMPTY: DataDeletionRequest = { email: '', fullName: '', reason: '', accountDetails: '' };
const FIELDS: readonly Field[] = ['email', 'fullName', 'reason', 'accountDetails'];

function check(request: DataDeletionRequest): Errors {
  const errors: Errors = {};
  const email = emailError(request.email);
  if (email) errors.email = email;
  if (!request.fullName.trim()) errors.fullName = M.fullNameRequired;
  return errors;
}

/** Spec 001 §4: idle, submitting, then success (form cleared, toast) or error (toast, form kept). */
export function DataDeletionForm() {
  const [values, setValues] = useState<DataDeletionRequest>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();

  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const focusFirstError = (found: Errors) => {
    const first = FIELDS.find((name) => found[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const request: DataDeletionRequest = {
      email: stripMarkup(values.email).trim(),
      fullName: stripMarkup(values.fullName).trim(),
      reason: values.reason.trim(),
      accountDetails: values.accountDetails.trim(),
    };
    const invalid = check(request);
    setErrors(invalid);
    if (Object.keys(invalid).length) {
      focusFirstError(invalid);
      return;
    }
    setSubmitting(true);
    try {
      const receipt = await submitDataDeletionRequest(request);
      // The spec's words, then a line of ours: nothing happens until the mailbox owner confirms by the e-mailed link.
      toast.show({
        title: receipt.title || M.successTitle,
        description: `${receipt.message || M.success}\n${receipt.confirmation || M.confirmation}`,
        variant: 'success',
      });
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        toast.show({ title: M.tooManyTitle, description: M.tooMany, variant: 'error' });
      } else if (error instanceof ApiError && error.problem?.errors && Object.keys(error.problem.errors).length) {
        const fromServer: Errors = {};
        for (const name of FIELDS) if (error.problem.errors[name]) fromServer[name] = error.problem.errors[name];
        setErrors(fromServer);
        focusFirstError(fromServer);
      } else {
        console.error('Data deletion request failed:', error);
        toast.show({ title: M.errorTitle, description: M.error, variant: 'error' });
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form ref={formRef} className="deletion-form" noValidate onSubmit={onSubmit} aria-label="Data deletion request" data-form-type="data_deletion">
      <div className="deletion-form__row">
        <TextField {...field('email')} label="Email address" type="email" autoComplete="email" required maxLength={254} />
        <TextField {...field('fullName')} label="Full name" autoComplete="name" required maxLength={100} />
      </div>
      <TextAreaField {...field('reason')} label="Reason for deletion" optional rows={3} maxLength={2000} />
      <TextAreaField
        {...field('accountDetails')}
        label="Account details"
        optional
        rows={3}
        maxLength={2000}
        hint="Anything that helps us find your records: your service address, phone number, or the email you used at checkout."
      />
      <button type="submit" className="button button--primary button--large" disabled={submitting}>
        {submitting ? M.submitting : M.submit}
      </button>
    </form>
  );
}

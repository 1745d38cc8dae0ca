import { TextAreaField, TextField } from './fields';
import { SPECIAL_INSTRUCTIONS_MAX, type FieldErrors } from './pricing';
import type { CustomerField, CustomerFields } from './quote-form-state';

interface Props {
  customer: CustomerFields;
  errors: FieldErrors;
  onChange(field: CustomerField, value: string): void;
  onLeave(field: CustomerField): void;
  onEnter?(field: CustomerField): void;
}

export function CustomerFieldset({ customer, errors, onChange, onLeave, onEnter }: Props) {
  const field = (name: CustomerField) => ({
    name,
    value: customer[name],
    error: errors[name],
    onValueChange: (value: string) => onChange(name, value),
    onBlur: () => onLeave(name),
    onFocus: () => onEnter?.(name),
  });
  return (
    <fieldset className="form-section">
      <legend className="form-section__title">Your details</legend>
      <div className="field-grid">
        <TextField label="Full name" autoComplete="name" {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...field('email')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" placeholder="(661) 555-0123" {...field('phone')} />
        <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={10} {...field('zipCode')} />
      </div>
    </fieldset>
  );
}

export function InstructionsField({ value, error, onChange, onLeave }: { value: string; error?: string; onChange(value: string): void; onLeave(): void }) {
  return (
    <TextAreaField
      label="Special instructions"
      optional
      name="specialInstructions"
      rows={3}
      placeholder="Gate code, where the dogs go, anything we should know."
      value={value}
      error={error}
      hint={`${value.length}/${SPECIAL_INSTRUCTIONS_MAX} characters`}
      onValueChange={onChange}
      onBlur={onLeave}
    />
  );
}

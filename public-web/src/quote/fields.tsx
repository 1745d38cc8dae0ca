import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  children: ReactNode;
}

/** Label, control, hint and inline error, wired together for screen readers. */
function FieldFrame({ id, label, error, hint, optional, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> (optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode) => (error ? `${id}-error` : hint ? `${id}-hint` : undefined);

/** What every labelled text control takes besides its element's own attributes. */
interface FieldBase {
  label: string;
  value: string;
  error?: string;
  hint?: ReactNode;
  optional?: boolean;
  onValueChange(value: string): void;
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & FieldBase;

export function TextField({ label, value, error, hint, optional, onValueChange, id: givenId, ...input }: TextFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional}>
      <input
        {...input}
        id={id}
        className="field__control"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FieldFrame>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value'> & FieldBase;

export function TextAreaField({ label, value, error, hint, optional, onValueChange, id: givenId, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional}>
      <textarea
        {...textarea}
        id={id}
        className="field__control field__control--area"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </FieldFrame>
  );
}

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  description?: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  options: readonly ChoiceOption<T>[];
  value: T | '';
  error?: string;
  /** 'cards' for big picture choices, 'pills' for short ones such as 1 / 2 / 3+, 'trio' for three short cards that share a row on phones. */
  look?: 'cards' | 'pills' | 'trio';
  onChange(value: T): void;
}

/** Radio buttons drawn as large tap targets; still plain radios for keyboards and screen readers. */
export function ChoiceGroup<T extends string>({ legend, name, options, value, error, look = 'cards', onChange }: ChoiceGroupProps<T>) {
  const errorId = useId();
  return (
    <fieldset className={`choice-group choice-group--${look}${error ? ' choice-group--invalid' : ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label
            key={option.value}
            className={`choice${option.icon ? ' choice--tile' : ''}${value === option.value ? ' choice--selected' : ''}${option.disabled ? ' choice--disabled' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
            />
            {option.icon && <span className="choice__icon">{option.icon}</span>}
            <span className="choice__text">
              <span className="choice__label">{option.label}</span>
              {option.description && <span className="choice__description">{option.description}</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface CheckboxCardProps {
  label: string;
  description?: ReactNode;
  price?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}

export function CheckboxCard({ label, description, price, checked, disabled, onChange }: CheckboxCardProps) {
  return (
    <label className={`choice choice--check${checked ? ' choice--selected' : ''}${disabled ? ' choice--disabled' : ''}`}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      <span className="choice__text">
        <span className="choice__head">
          <span className="choice__label">{label}</span>
          {price && <span className="choice__price">{price}</span>}
        </span>
        {description && <span className="choice__description">{description}</span>}
      </span>
    </label>
  );
}

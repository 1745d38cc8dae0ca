import { useId } from 'react';
import { weekdayLabel } from '../quote/weekdays';

interface Props {
  legend: string;
  hint?: string;
  days: readonly string[];
  selected: string[];
  error?: string;
  /** Days beyond this many can't be ticked. */
  max?: number;
  onChange(days: string[]): void;
}

/** Weekday checkboxes as large pills, kept in week order. */
export function DayPicker({ legend, hint, days, selected, error, max, onChange }: Props) {
  const messageId = useId();
  const full = max !== undefined && selected.length >= max;
  const toggle = (day: string, on: boolean) => onChange(days.filter((d) => (d === day ? on : selected.includes(d))));
  return (
    <fieldset className={`choice-group day-picker${error ? ' choice-group--invalid' : ''}`} aria-describedby={error || hint ? messageId : undefined}>
      <legend className="field__label">{legend}</legend>
      <div className="day-picker__days">
        {days.map((day) => {
          const checked = selected.includes(day);
          return (
            <label key={day} className={`day-pill${checked ? ' day-pill--on' : ''}${full && !checked ? ' day-pill--off' : ''}`}>
              <input type="checkbox" checked={checked} disabled={full && !checked} onChange={(event) => toggle(day, event.target.checked)} />
              <span>{weekdayLabel(day)}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={messageId}>
          {error}
        </p>
      ) : (
        hint && (
          <p className="field__hint" id={messageId}>
            {hint}
          </p>
        )
      )}
    </fieldset>
  );
}

import { Dialog } from './Dialog';
import { WEEKDAYS, type Weekday } from './pricing';
import { weekdayLabel } from './weekdays';

interface Props {
  open: boolean;
  current: Weekday | '';
  onChoose(day: Weekday): void;
  onCancel(): void;
}

/** Bin services run on trash day: choosing a day turns the add-on on, cancelling leaves it off. */
export function TrashDayDialog({ open, current, onChoose, onCancel }: Props) {
  return (
    <Dialog open={open} title="Which day is your trash day?" onClose={onCancel}>
      <p>We roll your bins out and back on the day the city collects them.</p>
      <div className="day-grid" role="group" aria-label="Trash day">
        {WEEKDAYS.map((day) => (
          <button
            key={day}
            type="button"
            className={`day-button${current === day ? ' day-button--current' : ''}`}
            aria-pressed={current === day}
            onClick={() => onChoose(day)}
          >
            {weekdayLabel(day)}
          </button>
        ))}
      </div>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}

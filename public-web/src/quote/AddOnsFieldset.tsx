import { useState } from 'react';
import { opensOnPhone } from '../ui/phone-layout';
import { CheckboxCard } from './fields';
import { addOnPriceHint } from './price-hints';
import { ADD_ON_CATALOGUE, hasBinAddOn, offeredAddOns, type AddOnId, type FieldErrors, type QuoteChoices } from './pricing';
import type { PlanChoice } from './quote-form-state';
import { weekdayLabel } from './weekdays';

interface Props {
  plan: PlanChoice;
  choices: QuoteChoices;
  errors: FieldErrors;
  onToggle(id: AddOnId, on: boolean): void;
  onChangeTrashDay(): void;
}

/**
 * Optional extras; trash-bin-only mode offers just the bin services. On phones (issue 18 §8) the optional list starts
 * folded behind one button; it shows at once in bins-only mode, with an add-on already on, or with a trash-day error.
 */
export function AddOnsFieldset({ plan, choices, errors, onToggle, onChangeTrashDay }: Props) {
  const ids = offeredAddOns(plan === 'bins', choices.yardSize);
  const [shown, setShown] = useState(() => !opensOnPhone());
  const open = shown || plan === 'bins' || ids.some((id) => choices.addOns[id]) || Boolean(errors.trashDay);
  return (
    <fieldset className="choice-group choice-group--addons">
      <legend className="field__label">{plan === 'bins' ? 'Bin services' : 'Add-ons'}</legend>
      <p className="fieldset__lead">
        {plan === 'bins' ? 'Pick at least one. We’ll ask for your trash day.' : 'Optional extras. Bin services need your trash day.'}
      </p>
      {!open && (
        <button type="button" className="addon-fold__summary addons-unfold" aria-expanded="false" onClick={() => setShown(true)}>
          Show the {ids.length} add-ons and their prices
        </button>
      )}
      <div className="choice-group__options" hidden={!open}>
        {ids.map((id) => (
          <CheckboxCard
            key={id}
            label={ADD_ON_CATALOGUE[id].label}
            description={ADD_ON_CATALOGUE[id].description}
            price={addOnPriceHint(id, plan, choices)}
            checked={choices.addOns[id]}
            onChange={(on) => onToggle(id, on)}
          />
        ))}
      </div>
      {hasBinAddOn(choices.addOns) && choices.trashDay && (
        <p className="trash-day">
          <span>
            Trash day: <strong>{weekdayLabel(choices.trashDay)}</strong>
          </span>
          <button type="button" className="link-button" onClick={onChangeTrashDay}>
            Change<span className="visually-hidden"> trash day</span>
          </button>
        </p>
      )}
      {errors.trashDay && <p className="field__error">{errors.trashDay}</p>}
    </fieldset>
  );
}

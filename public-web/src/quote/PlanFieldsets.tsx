import { ChoiceGroup, type ChoiceOption } from './fields';
import { BinOnlyIcon, RegularVisitsIcon, YardRescueIcon, YardSizeIcon } from './icons';
import { frequencyPriceHint } from './price-hints';
import { DOG_LABELS, FREQUENCY_LABELS, NUMBER_OF_DOGS, YARD_LABELS, YARD_SIZES, type FieldErrors, type QuoteChoices, type ServiceFrequency } from './pricing';
import type { PlanChoice, QuoteFormAction } from './quote-form-state';

const PLAN_OPTIONS: ChoiceOption<PlanChoice>[] = [
  { value: 'subscription', label: 'Regular visits', description: 'Weekly, twice-weekly or monthly. No contracts.', icon: <RegularVisitsIcon /> },
  { value: 'one-time', label: 'One-time Yard Rescue', description: 'A single deep clean of the whole yard.', icon: <YardRescueIcon /> },
  { value: 'bins', label: 'Trash bins only', description: 'Bin roll-out and care. No dogs needed.', icon: <BinOnlyIcon /> },
];

const SUBSCRIPTION_FREQUENCIES: ServiceFrequency[] = ['weekly', 'twice-weekly', 'monthly'];

interface Props {
  plan: PlanChoice;
  choices: QuoteChoices;
  errors: FieldErrors;
  dispatch(action: QuoteFormAction): void;
}

export function PlanChoiceFieldset({ plan, dispatch }: Pick<Props, 'plan' | 'dispatch'>) {
  return (
    <ChoiceGroup legend="What do you need?" name="plan" options={PLAN_OPTIONS} value={plan} onChange={(value) => dispatch({ type: 'plan', plan: value })} />
  );
}

/** Dogs, yard size and (for regular visits) how often; hidden in trash-bin-only mode. */
export function ServiceDetailsFieldsets({ plan, choices, errors, dispatch }: Props) {
  if (plan === 'bins') return null;
  const dogOptions = NUMBER_OF_DOGS.map((value) => ({ value, label: DOG_LABELS[value] }));
  const yardOptions = YARD_SIZES.map((value) => {
    const [name, size] = YARD_LABELS[value].split(' (');
    return { value, label: name, description: size ? size.replace(')', '') : undefined, icon: <YardSizeIcon size={value} /> };
  });
  const frequencyOptions = SUBSCRIPTION_FREQUENCIES.map((value) => ({
    value,
    label: FREQUENCY_LABELS[value],
    description: frequencyPriceHint(value, choices),
  }));
  return (
    <>
      <ChoiceGroup
        legend="How many dogs?"
        name="numberOfDogs"
        look="pills"
        options={dogOptions}
        value={choices.numberOfDogs}
        error={errors.numberOfDogs}
        onChange={(value) => dispatch({ type: 'dogs', value })}
      />
      <ChoiceGroup
        legend="Yard size"
        name="yardSize"
        look="trio"
        options={yardOptions}
        value={choices.yardSize}
        error={errors.yardSize}
        onChange={(value) => dispatch({ type: 'yard', value })}
      />
      {plan === 'subscription' && (
        <ChoiceGroup
          legend="How often?"
          name="serviceFrequency"
          look="trio"
          options={frequencyOptions}
          value={choices.serviceFrequency}
          error={errors.serviceFrequency}
          onChange={(value) => dispatch({ type: 'frequency', value })}
        />
      )}
    </>
  );
}

import { ChoiceGroup } from './fields';
import { COMMITMENT_DISCOUNT_PERCENT, formatPrice, SETUP_FEE, SETUP_FEE_PREPAID, type CommitmentMonths } from './pricing';

const OPTIONS = [
  { value: '1', label: 'Pay monthly', description: `Cancel anytime. ${formatPrice(SETUP_FEE)} one-time setup fee.` },
  {
    value: '3',
    label: `Prepay 3 months, save ${COMMITMENT_DISCOUNT_PERCENT}%`,
    description: `Billed every 3 months. Setup fee halved to ${formatPrice(SETUP_FEE_PREPAID)}.`,
  },
] as const;

/** The 3-month prepay choice, offered for regular visits only (never one-time or bins-only). */
export function CommitmentFieldset({ months, onChange }: { months: CommitmentMonths; onChange(months: CommitmentMonths): void }) {
  return (
    <ChoiceGroup
      legend="Billing"
      name="commitmentMonths"
      options={OPTIONS}
      value={String(months) as '1' | '3'}
      onChange={(value) => onChange(value === '3' ? 3 : 1)}
    />
  );
}

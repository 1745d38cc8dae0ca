import { BooleanInput, DateTimeInput, NumberInput, TextInput, maxValue, minValue, number, regex, required } from 'react-admin';

const CODE = /^\s*[A-Za-z0-9_-]{1,32}\s*$/;

/** Create and edit share these inputs (react-admin demo style); the server validates the same rules. */
export function DiscountCodeInputs() {
  return (
    <>
      <TextInput
        source="code"
        validate={[required('Please enter a discount code'), regex(CODE, "A code uses letters, digits, '-' or '_' (up to 32 characters)")]}
        helperText="resources.discount-codes.helper.code"
        parse={(value: string) => value.toUpperCase()}
        sx={{ maxWidth: 360 }}
      />
      <NumberInput
        source="discount_percent"
        validate={[
          required(),
          number(),
          minValue(1, 'Discount percent must be a whole number from 1 to 100'),
          maxValue(100, 'Discount percent must be a whole number from 1 to 100'),
        ]}
        min={1}
        max={100}
        step={1}
        sx={{ maxWidth: 200 }}
      />
      <DateTimeInput source="expires_at" sx={{ maxWidth: 260 }} />
      <NumberInput source="usage_limit" min={1} step={1} helperText="resources.discount-codes.helper.usage_limit" sx={{ maxWidth: 260 }} />
      <BooleanInput source="active" defaultValue helperText="resources.discount-codes.helper.active" />
    </>
  );
}

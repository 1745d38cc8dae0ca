import { BooleanInput, CheckboxGroupInput, maxValue, minValue, NumberInput, regex, required, TextInput, useTranslate } from 'react-admin';
import { WEEKDAYS } from './scooper-account-types';

const ZIP = /^\s*\d{5}\s*$/;

/** Create and edit share the profile's inputs (react-admin demo style); the server checks the same rules. */
export function ScooperAccountInputs({ creating }: { creating: boolean }) {
  const translate = useTranslate();
  const days = WEEKDAYS.map((day) => ({ id: day, name: translate(`resources.scooper-accounts.days.${day}`) }));
  return (
    <>
      <TextInput source="name" validate={[required('Please enter the scooper’s name')]} sx={{ maxWidth: 420 }} />
      {creating && (
        <TextInput
          source="email"
          type="email"
          validate={required('Please enter a valid email address')}
          helperText="resources.scooper-accounts.helper.email"
          sx={{ maxWidth: 420 }}
        />
      )}
      <TextInput source="phone" type="tel" helperText="resources.scooper-accounts.helper.phone" sx={{ maxWidth: 260 }} />
      <TextInput
        source="homeAddress"
        validate={required('Please enter the scooper’s home base address')}
        helperText="resources.scooper-accounts.helper.homeAddress"
        sx={{ maxWidth: 520 }}
      />
      <TextInput
        source="homeZip"
        validate={[required('Please enter a 5-digit ZIP code'), regex(ZIP, 'Please enter a 5-digit ZIP code')]}
        sx={{ maxWidth: 160 }}
      />
      <CheckboxGroupInput source="workingDays" choices={days} validate={required('Pick at least one working day')} />
      <NumberInput
        source="dailyCapacity"
        defaultValue={20}
        min={1}
        max={60}
        step={1}
        validate={[
          required('Daily capacity must be a whole number of stops from 1 to 60'),
          minValue(1, 'Daily capacity must be a whole number of stops from 1 to 60'),
          maxValue(60, 'Daily capacity must be a whole number of stops from 1 to 60'),
        ]}
        helperText="resources.scooper-accounts.helper.dailyCapacity"
        sx={{ maxWidth: 200 }}
      />
      {!creating && <BooleanInput source="active" helperText="resources.scooper-accounts.helper.active" />}
    </>
  );
}

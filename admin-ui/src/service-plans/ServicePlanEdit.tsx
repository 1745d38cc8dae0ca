import {
  CheckboxGroupInput,
  Edit,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { toPlanDaysInput, WEEKDAYS, type ServicePlanRecord } from './service-plan-types';

const R = 'resources.service-plans';
const dayChoices = WEEKDAYS.map((day) => ({ id: day, name: `${R}.day_names.${day}` }));

function PlanEditTitle() {
  const record = useRecordContext<ServicePlanRecord>();
  const translate = useTranslate();
  return <>{`${translate(`${R}.actions.change_days`)}: ${record?.customerName ?? ''}`}</>;
}

function DaysInputs() {
  const record = useRecordContext<ServicePlanRecord>();
  const bins = Boolean(record?.binTakeOut || record?.binBringIn);
  return (
    <>
      {record?.frequency !== 'bin-only' && <CheckboxGroupInput source="preferredDays" choices={dayChoices} helperText={`${R}.helper.preferredDays`} />}
      <SelectInput
        source="trashDay"
        choices={dayChoices}
        emptyText={`${R}.no_trash_day`}
        helperText={`${R}.helper.trashDay`}
        fullWidth={false}
        sx={{ minWidth: 260 }}
      />
      {bins && (
        <RadioButtonGroupInput
          source="binTakeOutTiming"
          choices={[
            { id: 'morning', name: `${R}.timing.morning` },
            { id: 'evening-before', name: `${R}.timing.evening-before` },
          ]}
          helperText={`${R}.helper.binTakeOutTiming`}
        />
      )}
    </>
  );
}

/** Change days: pessimistic, so a refusal (problem+json) shows next to its field or as a notice, and future unassigned visits are re-planned. */
export function ServicePlanEdit() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={<PlanEditTitle />}
      mutationMode="pessimistic"
      transform={toPlanDaysInput}
      mutationOptions={{
        onSuccess: (data: ServicePlanRecord & { message?: string }) => {
          notify(data.message ?? `${R}.actions.done`, { type: 'success' });
          redirect('show', 'service-plans', data.id);
        },
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <DaysInputs />
      </SimpleForm>
    </Edit>
  );
}

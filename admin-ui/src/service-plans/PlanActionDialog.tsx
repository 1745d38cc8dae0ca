import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useState, type FormEvent, type ReactElement } from 'react';
import { Button as RaButton, HttpError, useNotify, useRefresh, useTranslate } from 'react-admin';
import { runPlanAction, type PlanAction } from './service-plans-api';

export interface ActionField {
  name: string;
  /** i18n key. */
  label: string;
  type?: 'date' | 'text' | 'number';
  initial: string;
  multiline?: boolean;
  required?: boolean;
}

interface PlanActionButtonProps {
  planId: string;
  action: PlanAction;
  /** i18n keys. */
  label: string;
  title: string;
  content: string;
  icon: ReactElement;
  fields: ActionField[];
  /** Turns the inputs into the request body. */
  toBody: (values: Record<string, string>) => Record<string, unknown>;
  destructive?: boolean;
}

/**
 * A plan action behind a dialog: the inputs, then the server's answer. A refusal keeps the dialog open with the
 * message next to its field (problem+json `errors`) or above the inputs; success closes it, shows a notice and refreshes.
 */
export function PlanActionButton({ planId, action, label, title, content, icon, fields, toBody, destructive }: PlanActionButtonProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const titleId = `plan-${action}-title`;

  const start = () => {
    setValues(Object.fromEntries(fields.map((field) => [field.name, field.initial])));
    setFieldErrors({});
    setFormError(null);
    setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = fields.filter((field) => field.required && !values[field.name]?.trim());
    if (missing.length) {
      setFieldErrors(Object.fromEntries(missing.map((field) => [field.name, translate('ra.validation.required')])));
      return;
    }
    setBusy(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const answer = await runPlanAction(planId, action, toBody(values));
      setOpen(false);
      notify(answer.message ?? 'resources.service-plans.actions.done', { type: 'success' });
      refresh();
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      const known = Object.fromEntries(Object.entries(errors ?? {}).filter(([name]) => fields.some((field) => field.name === name)));
      const message = (error as Error).message;
      // A refusal goes next to its input: the one named in `errors`, or the only input there is; else above the inputs.
      if (Object.keys(known).length) setFieldErrors(known);
      else if (fields.length === 1) setFieldErrors({ [fields[0].name]: message });
      else setFormError(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <RaButton label={label} onClick={start} color={destructive ? 'error' : 'primary'}>
        {icon}
      </RaButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(content)}</DialogContentText>
            <Stack sx={{ gap: 2, mt: 2 }}>
              {formError && (
                <Alert severity="error" role="alert">
                  {formError}
                </Alert>
              )}
              {fields.map((field) => (
                <TextField
                  key={field.name}
                  name={field.name}
                  label={translate(field.label)}
                  type={field.type ?? 'text'}
                  value={values[field.name] ?? ''}
                  onChange={(e) => setValues((now) => ({ ...now, [field.name]: e.target.value }))}
                  error={Boolean(fieldErrors[field.name])}
                  helperText={fieldErrors[field.name] ?? ' '}
                  required={field.required}
                  multiline={field.multiline}
                  minRows={field.multiline ? 2 : undefined}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: field.type === 'number' ? { step: 'any' } : { maxLength: 500 } }}
                  fullWidth
                />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate(destructive ? 'resources.service-plans.actions.keep' : 'ra.action.cancel')}</Button>
            <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy}>
              {translate(label)}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}

import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Field {
  name: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
  /** Names to pick from; typing any other text is still accepted (free text, as spec 001 has it). */
  options?: string[];
}

interface TextDialogProps {
  open: boolean;
  title: string;
  intro?: ReactNode;
  fields: Field[];
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: (values: Record<string, string>) => void;
  onClose: () => void;
}

/** A small form in a dialog (block reason, scooper name and notes, cancel reason); labels are i18n keys. */
export function TextDialog({ open, title, intro, fields, confirmLabel, cancelLabel, busy, onConfirm, onClose }: TextDialogProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) setValues({});
  }, [open]);
  const missing = fields.some((f) => f.required && !(values[f.name] ?? '').trim());
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!missing) onConfirm(values);
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          {intro}
          {fields.map((field, i) =>
            field.options ? (
              <Autocomplete
                key={field.name}
                freeSolo
                options={field.options}
                inputValue={values[field.name] ?? ''}
                onInputChange={(_, value) => setValues((v) => ({ ...v, [field.name]: value }))}
                renderInput={(params) => <TextField {...params} label={translate(field.label)} required={field.required} autoFocus={i === 0} />}
              />
            ) : (
              <TextField
                key={field.name}
                label={translate(field.label)}
                required={field.required}
                multiline={field.multiline}
                minRows={field.multiline ? 2 : undefined}
                autoFocus={i === 0}
                value={values[field.name] ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [field.name]: e.target.value }))}
              />
            ),
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate(cancelLabel)}</Button>
          <Button type="submit" variant="contained" disabled={busy || missing}>
            {translate(confirmLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

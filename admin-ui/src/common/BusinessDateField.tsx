import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatBusinessTime } from './dates';

/** A date and time in the business time zone, the ISO value on hover; '—' when unset. */
export function BusinessDateField(props: FieldProps & { source: string }) {
  const value = useFieldValue(props);
  const text = formatBusinessTime(typeof value === 'string' ? value : null);
  return (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {text ? <time dateTime={value as string}>{text}</time> : '—'}
    </Typography>
  );
}

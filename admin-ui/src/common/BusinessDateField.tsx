import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { formatBusinessTime } from './dates';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A date and time in the business time zone, the ISO value on hover; '—' when unset. The date and the time are each
 * unbroken, and a narrow table column may put the time under the date (issue 18: the leads list's last column at 1280 px).
 */
export function BusinessDateField(props: FieldProps & { source: string }) {
  const value = useFieldValue(props);
  const text = formatBusinessTime(typeof value === 'string' ? value : null);
  // "Nov 26, 2026, 6:40 PM PST": the break goes after the year's comma.
  const cut = text.search(/, \d{1,2}:\d{2}/);
  return (
    <Typography component="span" variant="body2">
      {!text ? (
        '—'
      ) : cut < 0 ? (
        <time dateTime={value as string} style={NO_WRAP}>
          {text}
        </time>
      ) : (
        <time dateTime={value as string}>
          <span style={NO_WRAP}>{text.slice(0, cut + 1)}</span> <span style={NO_WRAP}>{text.slice(cut + 2)}</span>
        </time>
      )}
    </Typography>
  );
}

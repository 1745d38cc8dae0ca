import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EmailText } from '../common/EmailText';
import { formatPhone } from '../common/phone';
import type { OrderRecord } from './order-types';

/** The order number, then name over e-mail and phone, as staff scan the Customer column; the e-mail wraps only after the @ (issue 18 §16-17). */
export function OrderCustomerField() {
  const record = useRecordContext<OrderRecord>();
  if (!record) return null;
  return (
    <Box sx={{ minWidth: 0, maxWidth: 200 }}>
      {record.order_number && (
        <Typography variant="caption" color="primary" sx={{ display: 'block', fontWeight: 600 }}>
          {record.order_number}
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {record.customer_name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <EmailText email={record.customer_email} />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatPhone(record.customer_phone)}
      </Typography>
    </Box>
  );
}

import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { lazy } from 'react';
import type { DiscountCodeRecord } from './discount-code-types';

export default {
  list: lazy(() => import('./DiscountCodeList').then((m) => ({ default: m.DiscountCodeList }))),
  create: lazy(() => import('./DiscountCodeCreate').then((m) => ({ default: m.DiscountCodeCreate }))),
  edit: lazy(() => import('./DiscountCodeEdit').then((m) => ({ default: m.DiscountCodeEdit }))),
  icon: LocalOfferIcon,
  recordRepresentation: (record: DiscountCodeRecord) => record.code,
};

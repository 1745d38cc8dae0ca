import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import type { DiscountCodeRecord } from './discount-code-types';
import { DiscountCodeCreate } from './DiscountCodeCreate';
import { DiscountCodeEdit } from './DiscountCodeEdit';
import { DiscountCodeList } from './DiscountCodeList';

export default {
  list: DiscountCodeList,
  create: DiscountCodeCreate,
  edit: DiscountCodeEdit,
  icon: LocalOfferIcon,
  recordRepresentation: (record: DiscountCodeRecord) => record.code,
};

import { stripMarkup } from '../../pricing';

/** Staff text without markup; blank becomes null. */
export const cleanText = (value: string | undefined | null): string | null => {
  const text = value == null ? '' : stripMarkup(value);
  return text ? text : null;
};

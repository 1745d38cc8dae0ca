import { emailError } from '../quote/pricing';
import type { ContactFieldType } from './leads-api';

/**
 * The value a lead contact-field update may carry (spec 000 §5), or null when it doesn't qualify:
 * a phone with at least 10 digits, a valid e-mail, or a full name of at least two words.
 */
export function contactUpdateValue(fieldType: ContactFieldType, raw: string): string | null {
  const value = raw.trim().replace(/\s+/g, ' ');
  switch (fieldType) {
    case 'email':
      return value && !emailError(value) ? value : null;
    case 'phone':
      return value.replace(/\D/g, '').length >= 10 ? value : null;
    case 'name':
      return value.split(' ').filter(Boolean).length >= 2 ? value : null;
  }
}

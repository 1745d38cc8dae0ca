/**
 * One way to show a phone number in the back office (issue 18 §18): a US number of 10 digits, or 11 with the leading 1,
 * reads (661) 555-0123 however it was typed; anything else is shown as it was typed.
 */
export function formatPhone(raw: string | null | undefined): string {
  if (!raw) return '';
  const digits = raw.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return raw.trim();
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

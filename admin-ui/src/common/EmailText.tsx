import type { CSSProperties } from 'react';

/** One part of the address on one line; a part wider than its cell ends in an ellipsis (the whole address is the title). */
const PART: CSSProperties = {
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
};

/**
 * An e-mail that wraps only where a reader expects it: after the @, never character by character (issue 18 §17);
 * a part too long for its cell is cut with an ellipsis, the full address in the tooltip.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0)
    return (
      <span title={email} style={PART}>
        {email}
      </span>
    );
  return (
    <span title={email}>
      <span style={PART}>{email.slice(0, at)}</span>
      <wbr />
      <span style={PART}>{email.slice(at)}</span>
    </span>
  );
}

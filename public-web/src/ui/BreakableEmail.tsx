import { Fragment } from 'react';

/**
 * An e-mail address that wraps only at its natural seams (after the @, before each dot), never mid-word: pair it with
 * `overflow-wrap: break-word`, which breaks inside a part only when that part alone is wider than the line.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

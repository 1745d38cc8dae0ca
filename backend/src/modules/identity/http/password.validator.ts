import { ValidateBy } from 'class-validator';
import { passwordProblem } from '../domain/password-policy';

/** Real passwords are far shorter; the cap bounds what one request can send to argon2. */
export const MAX_PASSWORD_LENGTH = 1024;

/** The password policy as a body check, answering in the policy's own words. */
export function IsAcceptablePassword(): PropertyDecorator {
  // Over-long values are MaxLength's to refuse; checking them here would lower-case megabytes.
  const problem = (value: unknown) => (typeof value === 'string' && value.length <= MAX_PASSWORD_LENGTH ? passwordProblem(value) : null);
  return ValidateBy({
    name: 'isAcceptablePassword',
    validator: { validate: (value: unknown) => problem(value) === null, defaultMessage: (args) => problem(args?.value) ?? '' },
  });
}

import { ValidationError, ValidationPipe } from '@nestjs/common';
import { Problem } from './problem';

/** Validates bodies at the edge: unknown fields are rejected and each field gets one message. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => Problem.validation(flatten(errors)),
  });
}

function flatten(errors: ValidationError[], parent = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) out[field] = messages[messages.length - 1].replace(/^property (\S+) should not exist$/, '$1 is not allowed');
    Object.assign(out, flatten(error.children ?? [], field));
  }
  return out;
}

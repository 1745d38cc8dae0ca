import { ClassConstructor, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
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

/**
 * For endpoints that also take `text/plain` (navigator.sendBeacon can't set a JSON content type): parses a
 * string body as JSON, then validates it with the same rules as the global pipe.
 */
export async function validateBody<T extends object>(dto: ClassConstructor<T>, raw: unknown): Promise<T> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw Problem.validation({ body: 'The request body must be JSON' });
    }
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw Problem.validation({ body: 'The request body must be a JSON object' });
  const instance = plainToInstance(dto, value);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) throw Problem.validation(flatten(errors));
  return instance;
}

import { ClassConstructor, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { buildIfValid } from './compiled-validation';
import { inspectBody } from './json-shape';
import { Problem } from './problem';

/**
 * Refuses a body too deep or too long to transform before class-transformer starts on it. A body that passes its
 * class's rules takes the compiled path (the rules worked out once per class); anything else, every refusal included,
 * goes through Nest's pipe, so the error messages and 400 bodies are the pipe's.
 */
class ShapeCheckingValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'body') {
      checkShape(value);
      const built = buildIfValid(metadata.metatype, value);
      if (built !== undefined) return built;
    }
    return super.transform(value, metadata);
  }
}

/** Validates bodies at the edge: unknown fields are rejected and each field gets one message. */
export function createValidationPipe(): ValidationPipe {
  return new ShapeCheckingValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => Problem.validation(flatten(errors)),
  });
}

function checkShape(body: unknown): void {
  const { limitBroken, prototypeKey } = inspectBody(body);
  if (limitBroken) throw Problem.validation({ body: limitBroken });
  if (prototypeKey) throw Problem.validation({ [prototypeKey]: `${prototypeKey.split('.').pop()} is not allowed` });
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
  checkShape(value);
  const built = buildIfValid(dto, value);
  if (built !== undefined) return built as T;
  const instance = plainToInstance(dto, value);
  const errors = await validate(instance, { whitelist: true, forbidNonWhitelisted: true });
  if (errors.length) throw Problem.validation(flatten(errors));
  return instance;
}

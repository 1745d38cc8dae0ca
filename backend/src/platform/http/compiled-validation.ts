import { ValidationArguments, getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { TransformationType } from 'class-transformer';

// class-transformer's decorator metadata (no typed entry point for it): @Type, @Transform, @Expose and @Exclude.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { defaultMetadataStorage } = require('class-transformer/cjs/storage') as typeof import('class-transformer/types/storage');

/**
 * A body class's rules worked out once: builds the instance and checks it the way class-transformer and class-validator
 * would, for a body that passes. It answers undefined for anything else (a broken rule, an unknown key, a shape it does
 * not handle), and the caller then runs the full pipe, whose errors and 400 bodies stay the only ones the API sends.
 * So this path may only ever accept what the full pipe accepts, with the same instance; it never refuses anything.
 */
export type CompiledBody = (plain: Record<string, unknown>) => object | undefined;

type Ctor = new () => object;
type Check = (value: unknown, object: object) => boolean;

interface Property {
  name: string;
  /** All must hold for the property to be looked at (IsOptional, ValidateIf). */
  conditions: Array<(object: object, value: unknown) => boolean>;
  checks: Check[];
  /** The class of a nested body (@ValidateNested with @Type), built and checked the same way. */
  nested?: { compiled: () => CompiledBody | null };
}

const compiledClasses = new WeakMap<Ctor, CompiledBody | null>();

// These validation types are all the compiled path knows; a class using any other keeps the full pipe.
const CUSTOM = 'customValidation';
const NESTED = 'nestedValidation';
const CONDITIONAL = 'conditionalValidation';
const WHITELIST = 'whitelistValidation';
const IS_DEFINED = 'isDefined';

/** The compiled checker of a body class, or null when its rules need the full pipe. Worked out once per class. */
export function compiledBody(target: Ctor): CompiledBody | null {
  if (compiledClasses.has(target)) return compiledClasses.get(target)!;
  compiledClasses.set(target, null); // a class nested in itself keeps the full pipe
  let compiled: CompiledBody | null = null;
  try {
    compiled = compile(target);
  } catch {
    compiled = null;
  }
  compiledClasses.set(target, compiled);
  return compiled;
}

function compile(target: Ctor): CompiledBody | null {
  const storage = getMetadataStorage();
  const metadatas: ValidationMetadata[] = storage.getTargetValidationMetadatas(target, '', false, false, undefined as unknown as string[]);
  // No rules at all: class-validator refuses the value as unknown; that error is the full pipe's to give.
  if (metadatas.length === 0) return null;
  if (defaultMetadataStorage.getStrategy(target) !== 'none') return null;
  if (defaultMetadataStorage.getExposedMetadatas(target).length || defaultMetadataStorage.getExcludedMetadatas(target).length) return null;

  const byName = new Map<string, ValidationMetadata[]>();
  for (const metadata of metadatas) {
    if (typeof metadata.propertyName !== 'string' || metadata.groups?.length || metadata.always !== undefined || metadata.each) return null;
    byName.set(metadata.propertyName, [...(byName.get(metadata.propertyName) ?? []), metadata]);
  }

  const properties: Property[] = [];
  for (const [name, list] of byName) {
    if (hasAccessor(target, name)) return null;
    if (defaultMetadataStorage.findTransformMetadatas(target, name, TransformationType.PLAIN_TO_CLASS).length) return null;
    const property: Property = { name, conditions: [], checks: [] };
    const typeMetadata = defaultMetadataStorage.findTypeMetadata(target, name);
    for (const metadata of list) {
      switch (metadata.type) {
        case CONDITIONAL:
          property.conditions.push(metadata.constraints[0] as (object: object, value: unknown) => boolean);
          break;
        case WHITELIST:
          break;
        case IS_DEFINED:
        case CUSTOM: {
          if ((metadata as { validateIf?: unknown }).validateIf) return null;
          for (const constraint of storage.getTargetValidatorConstraints(metadata.constraintCls)) {
            if (constraint.async) return null;
            const instance = constraint.instance as { validate(value: unknown, args: ValidationArguments): unknown };
            const constraints = metadata.constraints;
            property.checks.push((value, object) => {
              const args: ValidationArguments = { targetName: target.name, property: name, object, value, constraints };
              return instance.validate(value, args) === true;
            });
          }
          break;
        }
        case NESTED: {
          if (!typeMetadata || typeMetadata.options?.discriminator || !typeMetadata.typeFunction) return null;
          const nestedClass = typeMetadata.typeFunction() as Ctor;
          if (typeof nestedClass !== 'function' || [String, Number, Boolean, Date, Buffer, Object, Array].includes(nestedClass as never)) return null;
          property.nested = { compiled: () => compiledBody(nestedClass) };
          break;
        }
        default:
          return null;
      }
    }
    // A @Type without nested validation converts the value (a string to a Date, say): the full pipe does that.
    if (typeMetadata && !property.nested) return null;
    properties.push(property);
  }
  const known = new Set(byName.keys());
  const nestedByName = new Map(properties.filter((p) => p.nested).map((p) => [p.name, p.nested!]));

  return (plain) => {
    const instance = new target() as Record<string, unknown>;
    for (const key in plain) {
      if (!Object.prototype.hasOwnProperty.call(plain, key)) continue;
      if (!known.has(key)) return undefined; // whitelist: the full pipe names the unknown key
      const value = plain[key];
      const nested = nestedByName.get(key);
      if (nested && value !== null && value !== undefined) {
        if (!isPlainObject(value)) return undefined;
        const compiledNested = nested.compiled();
        if (!compiledNested) return undefined;
        const built = compiledNested(value);
        if (built === undefined) return undefined;
        instance[key] = built;
      } else {
        instance[key] = value;
      }
    }
    for (const key of Object.keys(instance)) if (!known.has(key)) return undefined;
    for (const property of properties) {
      const value = instance[property.name];
      let looked = true;
      for (const condition of property.conditions) looked = condition(instance, value) && looked;
      if (!looked) continue;
      for (const check of property.checks) if (!check(value, instance)) return undefined;
      // @ValidateNested on a value that is not a built body (null, a string): the full pipe says why.
      if (property.nested && value !== undefined && !(value instanceof Object)) return undefined;
    }
    return instance;
  };
}

const NOT_BODY_CLASSES = new Set<unknown>([String, Boolean, Number, Array, Object, Buffer, Date]);

/**
 * The body built by its class's compiled rules when `value` is a plain JSON object that passes them; undefined for
 * anything else (not a body class, rules the compiled path does not know, a refusal), which the full pipe then handles.
 */
export function buildIfValid(target: unknown, value: unknown): object | undefined {
  if (typeof target !== 'function' || NOT_BODY_CLASSES.has(target) || !isPlainObject(value)) return undefined;
  return compiledBody(target as Ctor)?.(value);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** A getter or method of that name on the class: class-transformer skips such a key, so the full pipe handles it. */
function hasAccessor(target: Ctor, name: string): boolean {
  for (
    let prototype = target.prototype as object | null;
    prototype && prototype !== Object.prototype;
    prototype = Object.getPrototypeOf(prototype) as object | null
  ) {
    if (Object.getOwnPropertyDescriptor(prototype, name)) return true;
  }
  return false;
}

import 'reflect-metadata';
import { ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsInt, IsNotEmptyObject, IsObject, IsOptional, IsString, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { compiledBody } from './compiled-validation';
import { Problem } from './problem';
import { createValidationPipe } from './validation';

class Extras {
  @IsOptional() @IsBoolean() deodorizing?: boolean;
  @IsOptional() @IsBoolean() gateAccess?: boolean;
}

class Base {
  @IsOptional() @IsIn([1, 3], { message: 'Commitment must be 1 or 3 months' }) commitmentMonths?: number;
  @IsOptional() @IsString() @MaxLength(8) code?: string;
}

class Person {
  @IsString({ message: 'missing' }) @MaxLength(20) name!: string;
  @IsOptional() @IsInt() @Min(1) dogs?: number;
}

class Order extends Base {
  @IsObject({ message: 'missing' }) @IsNotEmptyObject({}, { message: 'missing' }) @ValidateNested() @Type(() => Person) person!: Person;
  @IsOptional() @ValidateNested() @Type(() => Extras) extras?: Extras;
  @IsOptional() @Allow() pricing?: unknown;
}

class Converted {
  @IsOptional() @Transform(({ value }: { value: unknown }) => String(value).trim()) @IsString() note?: string;
}

class Dated {
  @IsOptional() @Type(() => Date) when?: Date;
}

class Conditional {
  @IsBoolean() flag!: boolean;
  @ValidateIf((o: Conditional) => o.flag) @IsString() reason?: string;
}

class Bare {
  name?: string;
}

// JSON.parse, as the body parser does: structuredClone would build the objects in Node's realm, not the test's.
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const body = (metatype: new () => object): ArgumentMetadata => ({ type: 'body', metatype, data: undefined });

/** What Nest's own pipe (the full path) answers: the instance, or the 400's message map. */
async function fullPipe(metatype: new () => object, value: unknown): Promise<{ ok: object } | { refused: unknown }> {
  const pipe = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  try {
    return { ok: (await pipe.transform(copy(value), body(metatype))) as object };
  } catch (error) {
    return { refused: error };
  }
}

const orderBodies: unknown[] = [
  { person: { name: 'Pat' } },
  { person: { name: 'Pat', dogs: 2 }, extras: { deodorizing: true }, commitmentMonths: 3, code: 'SAVE', pricing: { total: 1, lines: [1, 2] } },
  { person: { name: 'Pat' }, extras: null, commitmentMonths: null },
  { person: { name: 'Pat' }, extras: { deodorizing: 'yes' } },
  { person: { name: 'Pat' }, extras: { unknown: true } },
  { person: { name: 'Pat' }, extras: [{ deodorizing: true }] },
  { person: { name: 'Pat' }, extras: 'none' },
  { person: { name: 'Pat' }, commitmentMonths: 2 },
  { person: { name: 'Pat' }, code: 'TOO-LONG-CODE' },
  { person: { name: 'Pat', dogs: 0 } },
  { person: { name: 'Pat', dogs: 1.5 } },
  { person: { name: 42 } },
  { person: {} },
  { person: null },
  { person: [] },
  { person: 'Pat' },
  {},
  { person: { name: 'Pat' }, extra: 1 },
  { person: { name: 'Pat', extra: 1 } },
];

describe('compiled body validation', () => {
  it('accepts exactly what the full pipe accepts, with an equal instance of the same classes', async () => {
    const compiled = compiledBody(Order)!;
    expect(compiled).toBeInstanceOf(Function);
    let accepted = 0;
    for (const value of orderBodies) {
      const fast = compiled(copy(value) as Record<string, unknown>);
      const full = await fullPipe(Order, value);
      // The compiled path never refuses: a body it leaves (a list for a nested body, say) is the full pipe's to judge.
      if (fast === undefined) continue;
      accepted++;
      expect('ok' in full).toBe(true);
      const instance = (full as { ok: object }).ok;
      expect(fast).toBeInstanceOf(Order);
      expect(fast).toEqual(instance);
      const person = (fast as Order).person;
      expect(person).toBeInstanceOf(Person);
      const extras = (fast as Order).extras;
      if (extras) expect(extras).toBeInstanceOf(Extras);
    }
    expect(accepted).toBe(3);
  });

  it('leaves to the full pipe the classes whose rules it does not model', () => {
    expect(compiledBody(Converted)).toBeNull();
    expect(compiledBody(Dated)).toBeNull();
    expect(compiledBody(Bare)).toBeNull();
  });

  it('follows conditional rules the way class-validator does', async () => {
    const compiled = compiledBody(Conditional)!;
    let accepted = 0;
    for (const value of [{ flag: false }, { flag: false, reason: 3 }, { flag: true, reason: 'moved' }, { flag: true }, { flag: true, reason: 3 }]) {
      const fast = compiled(copy(value));
      const full = await fullPipe(Conditional, value);
      if (fast === undefined) continue;
      accepted++;
      expect(fast).toEqual((full as { ok: object }).ok);
    }
    expect(accepted).toBe(3);
  });

  it('keeps the pipe’s refusals: the same 400 body whichever path the class takes', async () => {
    const pipe = createValidationPipe();
    const refusal = async (value: unknown) => {
      try {
        await pipe.transform(value, body(Order));
      } catch (error) {
        return { ...(error as Problem) };
      }
      throw new Error('accepted');
    };
    expect(await refusal({ person: { name: 'Pat' }, commitmentMonths: 2 })).toMatchObject({ errors: { commitmentMonths: 'Commitment must be 1 or 3 months' } });
    expect(await refusal({ person: { name: 'Pat' }, extra: 1 })).toMatchObject({ errors: { extra: 'extra is not allowed' } });
    expect(await refusal(JSON.parse('{"person":{"name":"Pat"},"__proto__":{"x":1}}'))).toMatchObject({
      errors: JSON.parse('{"__proto__":"__proto__ is not allowed"}'),
    });
    expect(await refusal({ person: { name: 'Pat', constructor: 1 } })).toMatchObject({ errors: { 'person.constructor': 'constructor is not allowed' } });
    await expect(pipe.transform({ person: { name: 'Pat' } }, body(Order))).resolves.toBeInstanceOf(Order);
  });
});

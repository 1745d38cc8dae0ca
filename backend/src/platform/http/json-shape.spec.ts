import { inspectBody, JSON_SHAPE_LIMITS as L } from './json-shape';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
};

describe('request body shape limits', () => {
  it.each<[string, unknown]>([
    ['a form', { name: 'Ann', form_data: { dogs: ['Rex', 'Ida'], yard: { size: 'small' } } }],
    ['scalars', 'text'],
    ['null', null],
    [`${L.maxDepth} levels`, nested(L.maxDepth)],
    [`a list of ${L.maxArrayItems}`, { events: Array(L.maxArrayItems).fill({}) }],
    [`an object with ${L.maxObjectKeys} fields`, Object.fromEntries(Array.from({ length: L.maxObjectKeys }, (_, i) => [`k${i}`, i]))],
  ])('accepts %s', (_name, body) => {
    expect(inspectBody(body).limitBroken).toBeUndefined();
  });

  it.each<[string, unknown, RegExp]>([
    ['nesting a level too deep', nested(L.maxDepth + 1), /nested more than 32 levels/],
    ['nesting far too deep, without overflowing the stack', nested(200_000), /nested more than/],
    ['a list one item too long', { events: Array(L.maxArrayItems + 1).fill(0) }, /more than 1000 items/],
    ['an object one field too many', Object.fromEntries(Array.from({ length: L.maxObjectKeys + 1 }, (_, i) => [`k${i}`, i])), /more than 200 fields/],
    ['too many values in all', { a: Array.from({ length: 20 }, () => Array(600).fill(0)) }, /more than 10000 values/],
  ])('refuses %s', (_name, body, message) => {
    expect(inspectBody(body).limitBroken).toMatch(message);
  });
});

describe('prototype keys in a request body', () => {
  it.each<[string, string, string]>([
    ['__proto__ at the top', '{"__proto__":{"isAdmin":true},"name":"Ann"}', '__proto__'],
    ['constructor at the top', '{"constructor":{"prototype":{"x":1}}}', 'constructor'],
    ['constructor deep in a form', '{"form_data":{"dogs":[{"name":"Rex"},{"constructor":1}]}}', 'form_data.dogs.1.constructor'],
    ['prototype inside a list item', '[{"a":{"prototype":2}}]', '0.a.prototype'],
  ])('finds %s', (_name, json, path) => {
    expect(inspectBody(JSON.parse(json)).prototypeKey).toBe(path);
  });

  it.each<[string, unknown]>([
    ['a form', { name: 'Ann', form_data: { dogs: ['Rex'] } }],
    ['prototype words as values', { workingDays: ['constructor', '__proto__'], note: 'prototype' }],
    ['a key that only contains the word', { constructorName: 1, my__proto__: 2 }],
    ['scalars', 'constructor'],
  ])('passes %s', (_name, body) => {
    expect(inspectBody(body).prototypeKey).toBeUndefined();
  });
});

describe('inspectBody: limits and prototype keys in one walk', () => {
  it('given a body within the limits, names its first prototype key', () => {
    expect(inspectBody(JSON.parse('{"a":{"b":[{"c":1},{"__proto__":{}}]},"constructor":1}'))).toEqual({ prototypeKey: 'constructor' });
    expect(inspectBody({ name: 'Ann', dogs: [{ name: 'Rex' }] })).toEqual({});
  });

  it('given a body that breaks a limit, names the limit first, whatever keys it holds', () => {
    const body = { items: Array(L.maxArrayItems + 1).fill(0), constructor: 1 };
    expect(inspectBody(body)).toEqual({ limitBroken: expect.stringMatching(/more than 1000 items/) });
  });
});

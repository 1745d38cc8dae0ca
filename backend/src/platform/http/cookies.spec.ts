import type { NextFunction, Request, Response } from 'express';
import { parseCookies } from './cookies';

function cookiesOf(header: string | undefined): Record<string, unknown> {
  const req = { headers: header === undefined ? {} : { cookie: header } } as Request;
  let nextCalls = 0;
  parseCookies()(req, {} as Response, (() => nextCalls++) as NextFunction);
  expect(nextCalls).toBe(1);
  return req.cookies as Record<string, unknown>;
}

describe('parseCookies', () => {
  it('gives a request without cookies an empty, unwritable set with no prototype', () => {
    const cookies = cookiesOf(undefined);
    expect(Object.keys(cookies)).toEqual([]);
    expect(Object.getPrototypeOf(cookies)).toBeNull();
    expect(Object.isFrozen(cookies)).toBe(true);
    expect(cookiesOf('')).toBe(cookies);
  });

  it('reads each cookie as the string sent, percent-decoded', () => {
    expect({ ...cookiesOf('sid=abc123; checkout_resume=a%20b') }).toEqual({ sid: 'abc123', checkout_resume: 'a b' });
  });

  it('keeps a JSON-looking value a string (no j: objects) and a malformed escape as sent', () => {
    expect({ ...cookiesOf('sid=j:{"a":1}; x=%E0%A4%A') }).toEqual({ sid: 'j:{"a":1}', x: '%E0%A4%A' });
  });

  it('treats prototype names as cookie names, polluting nothing', () => {
    const cookies = cookiesOf('__proto__=x; constructor=y; hasOwnProperty=z');
    expect(Object.getPrototypeOf(cookies)).toBe(Object.prototype);
    expect(Object.hasOwn(cookies, '__proto__')).toBe(false);
    expect(cookies.constructor).toBe('y');
    expect(cookies.hasOwnProperty).toBe('z');
    expect(Object.prototype).not.toHaveProperty('x');
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });
});

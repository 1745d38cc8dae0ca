import { ArgumentsHost, BadRequestException, Logger, NotFoundException } from '@nestjs/common';
import { DatabaseError } from 'pg';
import { ConcurrencyError } from '../../event-store/errors';
import { RateLimited } from '../rate-limit/rate-limited.problem';
import { Problem } from './problem';
import { ProblemDetailsFilter } from './problem-details.filter';

function run(exception: unknown) {
  const sent: { status?: number; type?: string; body?: Record<string, unknown>; headers?: Record<string, string> } = {};
  const response = {
    headersSent: false,
    set(headers: Record<string, string>) {
      sent.headers = { ...sent.headers, ...headers };
      return this;
    },
    status(code: number) {
      sent.status = code;
      return this;
    },
    type(t: string) {
      sent.type = t;
      return this;
    },
    json(body: Record<string, unknown>) {
      sent.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => response, getRequest: () => ({ originalUrl: '/api/x' }) }) } as unknown as ArgumentsHost;
  new ProblemDetailsFilter().catch(exception, host);
  return sent;
}

describe('problem details filter', () => {
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it('renders domain problems with their field errors', () => {
    const sent = run(Problem.validation({ email: 'Please enter a valid email address' }));
    expect(sent).toMatchObject({ status: 400, type: 'application/problem+json' });
    expect(sent.body).toMatchObject({ title: 'Invalid request data', errors: { email: 'Please enter a valid email address' }, instance: '/api/x' });
  });

  it('sends the headers a problem carries, such as Retry-After on a rate limit', () => {
    expect(run(new RateLimited(1500))).toMatchObject({ status: 429, headers: { 'Retry-After': '2' }, body: { code: 'RATE_LIMITED' } });
  });

  it('maps a concurrency conflict to 409', () => {
    expect(run(new ConcurrencyError('lead-1', 3))).toMatchObject({ status: 409, body: { code: 'CONCURRENCY_CONFLICT' } });
  });

  it('keeps Nest HTTP errors and their messages', () => {
    expect(run(new NotFoundException('Stream not found'))).toMatchObject({ status: 404, body: { title: 'Not Found', detail: 'Stream not found' } });
    expect(run(new BadRequestException(['a is bad', 'b is bad']))).toMatchObject({ status: 400, body: { detail: 'a is bad, b is bad' } });
  });

  it('never leaks internals of an unexpected error', () => {
    const sent = run(new Error('relation "secret_table" does not exist'));
    expect(sent.status).toBe(500);
    expect(JSON.stringify(sent.body)).not.toContain('secret_table');
    expect(sent.body).toMatchObject({ detail: 'Server error. Please try again in a moment or contact support.' });
  });

  it('answers malformed JSON with 400', () => {
    expect(run(Object.assign(new Error('Unexpected token'), { type: 'entity.parse.failed', status: 400 }))).toMatchObject({
      status: 400,
      body: { code: 'INVALID_JSON' },
    });
  });

  describe('a dependency that is down answers 503 with Retry-After, never 500', () => {
    const unavailable = { status: 503, type: 'application/problem+json', headers: { 'Retry-After': '5' }, body: { status: 503, code: 'SERVICE_UNAVAILABLE' } };
    // Built as pg and Node build them: an Error with the SQLSTATE or errno code on it.
    const pgError = (message: string, code: string) => Object.assign(new Error(message), { code, severity: 'FATAL' });

    it.each([
      ['statement timeout', pgError('canceling statement due to statement timeout', '57014')],
      ['admin shutdown', pgError('terminating connection due to administrator command', '57P01')],
      ['crash shutdown', pgError('terminating connection due to unexpected postmaster exit', '57P02')],
      ['starting up', pgError('the database system is starting up', '57P03')],
      ['too many connections', pgError('sorry, too many clients already', '53300')],
      ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' })],
      ['reset', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', errno: -104, syscall: 'read' })],
      ['terminated', new Error('Connection terminated unexpectedly')],
      ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
      ['new connection connect timeout', new Error('timeout expired')],
      ['connect timeout mid-handshake', new Error('Connection terminated due to connection timeout')],
      ['refused on every address of localhost', new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], '')],
      ['Redis command timeout', new Error('Command timed out')],
      ['Redis gone', new Error('Connection is closed.')],
      ['Redis retries exhausted', new Error('Reached the max retries per request limit (which is 1). Refer to "maxRetriesPerRequest" option for details.')],
    ])('%s', (_name, error) => {
      const sent = run(error);
      expect(sent).toMatchObject(unavailable);
      expect(sent.body).toMatchObject({ title: 'Service Unavailable', instance: '/api/x' });
    });

    it("maps pg's own DatabaseError for a statement timeout", () => {
      const error = new DatabaseError('canceling statement due to statement timeout', 0, 'error');
      error.code = '57014';
      expect(run(error)).toMatchObject(unavailable);
    });

    it('keeps other database errors as they are', () => {
      expect(run(pgError('duplicate key value violates unique constraint "users_email_key"', '23505'))).toMatchObject({
        status: 500,
        body: { code: 'INTERNAL' },
      });
      expect(run(pgError('invalid byte sequence for encoding "UTF8": 0x00', '22021'))).toMatchObject({ status: 400, body: { code: 'INVALID_CHARACTERS' } });
      expect(run(new AggregateError([new Error('one'), pgError('refused', 'ECONNREFUSED')], ''))).toMatchObject({ status: 500 });
    });
  });
});

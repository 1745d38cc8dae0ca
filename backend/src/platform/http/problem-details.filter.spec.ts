import { ArgumentsHost, BadRequestException, Logger, NotFoundException } from '@nestjs/common';
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
    expect(run(Object.assign(new Error('Unexpected token'), { type: 'entity.parse.failed', status: 400 }))).toMatchObject({ status: 400, body: { code: 'INVALID_JSON' } });
  });
});

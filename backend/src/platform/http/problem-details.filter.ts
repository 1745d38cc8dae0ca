import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ThrottlerException } from '@nestjs/throttler';
import { ConcurrencyError } from '../../event-store/errors';
import { ERROR_MESSAGES } from './error-messages';
import { Problem } from './problem';
import { redactUrl } from './redact-url';
import { isUnavailableError, ServiceUnavailable } from './unavailable';

export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  code: string;
  instance?: string;
  errors?: Record<string, string>;
}

/** The single place where every error becomes an application/problem+json answer. */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    // A database or Redis that is down (or a statement cut by its timeout) is a 503 to retry, not our 500.
    const answer = !(exception instanceof Problem) && isUnavailableError(exception) ? new ServiceUnavailable() : exception;
    const body = this.toProblem(answer);
    body.instance = request.originalUrl;
    if (body.status >= 500) this.logger.error({ err: exception, url: redactUrl(request.originalUrl) }, 'request failed');
    if (response.headersSent) return void response.end();
    if (answer instanceof Problem) response.set(answer.headers);
    response.status(body.status).type('application/problem+json').json(body);
  }

  private toProblem(exception: unknown): ProblemBody {
    if (exception instanceof Problem) return problemBody(exception);
    if (exception instanceof ConcurrencyError) {
      return problem(409, 'Conflict', 'Someone else changed this record at the same time. Please try again.', 'CONCURRENCY_CONFLICT');
    }
    if (exception instanceof ThrottlerException) {
      return problem(429, 'Too Many Requests', ERROR_MESSAGES.rateLimit, 'RATE_LIMITED');
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const res = exception.getResponse();
      const message = typeof res === 'string' ? res : (res as { message?: string | string[] }).message;
      const detail = Array.isArray(message) ? message.join(', ') : message;
      if (status === 413) return problem(413, 'Payload Too Large', 'The request body is too large.', 'PAYLOAD_TOO_LARGE');
      if (status === 400 && (exception as { type?: string }).type === 'entity.parse.failed') {
        return problem(400, 'Invalid request data', 'The request body is not valid JSON.', 'INVALID_JSON');
      }
      return problem(status, HttpStatus[status] ? titleOf(status) : 'Error', detail, HttpStatus[status] ?? 'ERROR');
    }
    const raw = exception as { status?: number; type?: string; code?: string };
    // Text PostgreSQL can't store (a NUL byte, a broken surrogate) is the client's input, not our failure.
    if (raw?.code === '22021' || raw?.code === '22P05') {
      return problem(400, 'Invalid request data', 'The request contains characters that cannot be stored.', 'INVALID_CHARACTERS');
    }
    if (raw?.type === 'entity.parse.failed') return problem(400, 'Invalid request data', 'The request body is not valid JSON.', 'INVALID_JSON');
    if (raw?.type === 'entity.too.large') return problem(413, 'Payload Too Large', 'The request body is too large.', 'PAYLOAD_TOO_LARGE');
    return problem(500, 'Server error', ERROR_MESSAGES.server, 'INTERNAL');
  }
}

/** The one shape of every error answer; plain Express handlers that Nest's filter never sees use it too. */
export function problemBody(source: Problem, instance?: string): ProblemBody {
  const body = problem(source.status, source.title, source.detail, source.code, source.errors);
  if (instance) body.instance = instance;
  return body;
}

function problem(status: number, title: string, detail: string | undefined, code: string, errors?: Record<string, string>): ProblemBody {
  const body: ProblemBody = { type: `https://scvscoopers.example/problems/${code.toLowerCase()}`, title, status, code };
  if (detail) body.detail = detail;
  if (errors) body.errors = errors;
  return body;
}

function titleOf(status: number): string {
  return String(HttpStatus[status])
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

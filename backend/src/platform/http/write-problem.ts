import type { Request, Response } from 'express';
import { Problem } from './problem';
import { problemBody } from './problem-details.filter';

/** A problem-details answer from plain Express middleware, which Nest's exception filter never sees. */
export function writeProblem(req: Request, res: Response, problem: Problem): void {
  res.status(problem.status).set(problem.headers).type('application/problem+json').json(problemBody(problem, req.originalUrl));
}

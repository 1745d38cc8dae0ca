import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { Problem } from '../../../platform/http/problem';
import { problemBody } from '../../../platform/http/problem-details.filter';
import { SessionService } from '../sessions/session.service';
import { adminAccessProblem } from './admin-access';
import { readSessionToken } from './session-cookie';

/** The admin guard's check for plain Express handlers under /api/admin (the queue dashboard), which Nest guards never see. */
export function adminOnlyMiddleware(sessions: SessionService): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    void (async () => {
      req.user ??= (await sessions.authenticate(readSessionToken(req))) ?? undefined;
      const problem = adminAccessProblem(req.user);
      if (problem) return writeProblem(req, res, problem);
      next();
    })().catch(next);
  };
}

function writeProblem(req: Request, res: Response, problem: Problem): void {
  res.status(problem.status).set(problem.headers).type('application/problem+json').json(problemBody(problem, req.originalUrl));
}

import type { IncomingMessage } from 'node:http';
import { json, text } from 'express';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export interface BodyParsing {
  limit: string;
  /** body-parser's verify, for JSON bodies: sees the raw bytes before they are parsed. */
  verify?: (req: IncomingMessage, res: unknown, buffer: Buffer) => void;
}

/** The media type of a Content-Type header, lower-cased and without its parameters ('' when there is none). */
export function mediaType(header: string | undefined): string {
  if (!header) return '';
  const end = header.indexOf(';');
  return (end === -1 ? header : header.slice(0, end)).trim().toLowerCase();
}

/**
 * The request body parsers in one layer: JSON for application/json, a string for text/plain (what sendBeacon posts),
 * nothing for any other type (requireJsonBodies has already refused the types a route does not take). The media type
 * is read once here, where a parser per layer read and matched it in each layer, JSON requests included.
 * Each parser keeps its own checks: the size limit, the charset (JSON: UTF-8 only), the JSON syntax.
 */
export function parseBodies(options: BodyParsing): RequestHandler {
  const chosenHere = () => true;
  const parseJson = json({ limit: options.limit, verify: options.verify, type: chosenHere });
  const parseText = text({ limit: options.limit, type: chosenHere });
  return (req: Request, res: Response, next: NextFunction) => {
    const type = mediaType(req.headers['content-type']);
    if (type === 'application/json') return parseJson(req, res, next);
    if (type === 'text/plain') return parseText(req, res, next);
    next();
  };
}

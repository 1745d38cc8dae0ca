import { Logger } from '@nestjs/common';
import { Problem } from '../../../platform/http/problem';
import { INACTIVITY_TIMER, Timers } from '../consumers/lead-timers';
import { decideLead, LEAD_INACTIVITY_MS, LeadCommand, LeadRejected, LeadState } from '../domain/lead';
import { LeadEvent } from '../domain/lead.events';

/** Who asks: 'visitor', 'staff:<e-mail>' or a system actor, and the request it came with. */
export interface LeadActor {
  actor: string;
  requestId?: string | null;
}

export const leadMetadata = (leadId: string, context: LeadActor) => ({ actor: context.actor, requestId: context.requestId ?? null, correlationId: leadId });

/** A refusal of the lead rules as the HTTP problem it has always been; anything else as it is. */
export function asLeadProblem(error: unknown): unknown {
  return error instanceof LeadRejected ? new Problem(error.status, error.title, error.message, error.errors, error.code) : error;
}

/** decideLead, with a refusal turned into its HTTP problem. */
export function decideLeadForHttp(command: LeadCommand, state: LeadState): LeadEvent[] {
  try {
    return decideLead(command, state);
  } catch (error) {
    throw asLeadProblem(error);
  }
}

/** Arms (or moves) the lead's inactivity timer; the periodic sweep abandons the lead on time even without it. */
export async function armInactivity(timers: Timers, logger: Logger, leadId: string, from: Date, first = false): Promise<void> {
  try {
    await timers.arm(INACTIVITY_TIMER, leadId, new Date(from.getTime() + LEAD_INACTIVITY_MS), { first });
  } catch (error) {
    logger.warn({ err: error, leadId }, 'could not arm the inactivity timer');
  }
}

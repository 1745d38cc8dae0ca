import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/config';
import { ConcurrencyError, EventStore } from '../../../event-store';
import { Clock } from '../../../platform/clock';
import { Database } from '../../../platform/database/database';
import { isUuid } from '../../../platform/http/request';
import { localDate } from '../../../platform/time/local-time';
import { decideVisit, PhotoKind, VISIT_STREAM_DEFINITION, VisitRejected } from '../domain/visit';
import { FIELD_MESSAGES, VISIT_MESSAGES } from '../service.messages';
import { asProblem } from './service-actor';

/** What the scooper's phone sent: the action, its client-generated id, and for complete/skip the photos and reason. */
export type FieldActionInput =
  | { type: 'on-my-way' | 'start'; clientId: string }
  | { type: 'complete'; clientId: string; photoIds: string[] }
  | { type: 'skip'; clientId: string; reason: string; note: string | null; photoIds: string[] };

export interface FieldActionResult {
  visitId: string;
  status: string;
  message: string;
  /** False when the action had already been recorded (a retry, or a second tap). */
  recorded: boolean;
}

const DONE: Record<FieldActionInput['type'], string> = {
  'on-my-way': FIELD_MESSAGES.onTheWay,
  start: FIELD_MESSAGES.started,
  complete: FIELD_MESSAGES.completed,
  skip: FIELD_MESSAGES.skipped,
};

/** A scooper's action on one of their stops today (issue 16): through the visit stream's decide, idempotent by client id. */
export class RecordFieldActionCommand extends Command<FieldActionResult> {
  constructor(
    readonly visitId: string,
    readonly scooperId: string,
    readonly input: FieldActionInput,
    readonly requestId: string | null,
  ) {
    super();
  }
}

@CommandHandler(RecordFieldActionCommand)
export class RecordFieldActionHandler implements ICommandHandler<RecordFieldActionCommand> {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(Database) private readonly db: Database,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async execute({ visitId, scooperId, input, requestId }: RecordFieldActionCommand): Promise<FieldActionResult> {
    try {
      if (!isUuid(visitId)) throw new VisitRejected(404, VISIT_MESSAGES.visitNotFound);
      // Two copies of one request racing: the loser reloads, sees the winner's client id, and adds nothing.
      for (let attempt = 1; ; attempt++) {
        try {
          return await this.once(visitId.toLowerCase(), scooperId, input, requestId);
        } catch (error) {
          if (!(error instanceof ConcurrencyError) || attempt >= 3) throw error;
        }
      }
    } catch (error) {
      throw asProblem(error);
    }
  }

  private async once(visitId: string, scooperId: string, input: FieldActionInput, requestId: string | null): Promise<FieldActionResult> {
    const today = localDate(this.config.business.timeZone, this.clock.now());
    const photos = await this.db.query<{ id: string; kind: PhotoKind }>(`select id, kind from visit_photos where visit_id = $1 and scooper_id = $2`, [
      visitId,
      scooperId,
    ]);
    const uploaded = photos.map((r) => r.id);
    const photoKinds = Object.fromEntries(photos.map((r) => [r.id, r.kind])) as Record<string, PhotoKind>;
    const [plan] =
      input.type === 'start'
        ? await this.db.query<{ before_photos: boolean }>(`select p.before_photos from visits v join service_plans p on p.id = v.plan_id where v.id = $1`, [
            visitId,
          ])
        : [];
    const visits = this.store.stream(VISIT_STREAM_DEFINITION);
    const visit = await visits.aggregate(visitId);
    const facts = { scooperId, clientId: input.clientId, today };
    const command =
      input.type === 'complete'
        ? { ...facts, type: input.type, photoIds: input.photoIds, uploadedPhotoIds: uploaded, photoKinds }
        : input.type === 'skip'
          ? { ...facts, type: input.type, reason: input.reason, note: input.note, photoIds: input.photoIds, uploadedPhotoIds: uploaded, photoKinds }
          : input.type === 'start'
            ? {
                ...facts,
                type: input.type,
                beforePhotoRequired: plan?.before_photos ?? false,
                beforePhotoIds: photos.filter((p) => p.kind === 'before').map((p) => p.id),
              }
            : { ...facts, type: input.type };
    const events = decideVisit(command, visit.state);
    if (events.length) {
      await visits.append(visitId, visit.expected, events, {
        subjectId: visit.subjectId,
        metadata: { actor: `scooper:${scooperId}`, requestId, correlationId: visit.state.visit?.planId ?? visitId },
      });
    }
    const status = events.some((e) => e.type === 'visit.completed')
      ? 'completed'
      : events.some((e) => e.type === 'visit.skipped')
        ? 'skipped'
        : visit.state.status;
    return { visitId, status: status ?? 'assigned', message: DONE[input.type], recorded: events.length > 0 };
  }
}

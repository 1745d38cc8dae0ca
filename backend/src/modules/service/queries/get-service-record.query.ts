import { HttpStatus, Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { ResourceSpec } from '../../../platform/http/simple-rest';
import { PLAN_MESSAGES, SHIFT_MESSAGES, VISIT_MESSAGES } from '../service.messages';
import { servicePlanStreamId } from '../domain/service-plan.events';
import { visitStreamId } from '../domain/visit.events';
import { SERVICE_PLANS } from './service-plan-row';
import { TRASH_DAY_SHIFTS } from './trash-day-shift-row';
import { VISITS } from './visit-row';

export type ServiceRecordKind = 'service-plan' | 'visit' | 'trash-day-shift';

const RECORDS: Record<ServiceRecordKind, { spec: ResourceSpec<unknown>; missing: string; stream?: (id: string) => string }> = {
  'service-plan': { spec: SERVICE_PLANS, missing: PLAN_MESSAGES.planNotFound, stream: servicePlanStreamId },
  visit: { spec: VISITS, missing: VISIT_MESSAGES.visitNotFound, stream: visitStreamId },
  'trash-day-shift': { spec: TRASH_DAY_SHIFTS, missing: SHIFT_MESSAGES.shiftNotFound },
};

/** One plan, visit or shift for the admin's show page; plans and visits carry their stream's history for auditors. */
export class GetServiceRecordQuery extends Query<Record<string, unknown>> {
  constructor(
    readonly kind: ServiceRecordKind,
    readonly id: string,
  ) {
    super();
  }
}

@QueryHandler(GetServiceRecordQuery)
export class GetServiceRecordHandler implements IQueryHandler<GetServiceRecordQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ kind, id }: GetServiceRecordQuery): Promise<Record<string, unknown>> {
    const { spec, missing, stream } = RECORDS[kind];
    const rows = isUuid(id) ? await this.db.query(`select ${spec.select} from ${spec.from} where ${spec.idColumn ?? 'id'} = $1`, [id]) : [];
    if (!rows.length) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', missing);
    const record = spec.map(rows[0]) as Record<string, unknown>;
    if (!stream) return record;
    const history = await this.store.readStream(stream(id));
    return {
      ...record,
      history: history.map((e) => ({
        id: e.eventId,
        version: e.version,
        eventType: e.type,
        data: e.data,
        actor: e.metadata.actor,
        occurredAt: e.metadata.occurredAt,
      })),
    };
  }
}

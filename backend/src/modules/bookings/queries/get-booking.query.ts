import { HttpStatus, Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EventStore } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid } from '../../../platform/http/request';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BOOKING_STREAM_DEFINITION } from '../domain/booking';
import { BookingRow, BOOKINGS } from './booking-row';

export interface BookingHistoryEntry {
  id: string;
  version: number;
  eventType: string;
  data: object;
  actor: string;
  occurredAt: string;
}

/** One booking from calendar_bookings, with its stream's history for auditors. */
export class GetBookingQuery extends Query<BookingRow & { history: BookingHistoryEntry[] }> {
  constructor(readonly bookingId: string) {
    super();
  }
}

@QueryHandler(GetBookingQuery)
export class GetBookingHandler implements IQueryHandler<GetBookingQuery> {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ bookingId }: GetBookingQuery): Promise<BookingRow & { history: BookingHistoryEntry[] }> {
    const rows = isUuid(bookingId) ? await this.db.query(`select ${BOOKINGS.select} from ${BOOKINGS.from} where b.id = $1`, [bookingId]) : [];
    if (!rows.length) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', BOOKING_MESSAGES.bookingNotFound);
    const history = await this.store.stream(BOOKING_STREAM_DEFINITION).read(bookingId);
    return {
      ...BOOKINGS.map(rows[0]),
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

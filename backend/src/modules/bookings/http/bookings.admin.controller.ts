import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { EventStore } from '../../../event-store';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { isUuid, requestIdOf } from '../../../platform/http/request';
import { listResource, RawListQuery } from '../../../platform/http/simple-rest';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BookingActor } from '../commands/booking-actor';
import { CancelBooking } from '../commands/cancel-booking.command';
import { CompleteBooking } from '../commands/complete-booking.command';
import { RescheduleBooking } from '../commands/reschedule-booking.command';
import { ScheduleBooking } from '../commands/schedule-booking.command';
import { bookingStreamId } from '../domain/booking.events';
import { BookingRow, BOOKINGS } from '../queries/booking-row';
import { CancelBookingDto, EmptyBodyDto, RescheduleBookingDto, ScheduleBookingDto } from './bookings.dto';
import { cleanText } from './text-input';

const actorOf = (user: AuthenticatedUser, req: Request): BookingActor => ({ actor: `staff:${user.email}`, requestId: requestIdOf(req) });

/** Booking Management: bookings are the booking stream; this lists calendar_bookings and sends the commands. */
@ApiTags('admin: calendar')
@Controller('admin/bookings')
export class BookingsAdminController {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(ScheduleBooking) private readonly schedule: ScheduleBooking,
    @Inject(RescheduleBooking) private readonly reschedule: RescheduleBooking,
    @Inject(CancelBooking) private readonly cancel: CancelBooking,
    @Inject(CompleteBooking) private readonly complete: CompleteBooking,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Bookings with their orders (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"dateFrom":"2026-01-19","dateTo":"2026-02-18","status":"confirmed","q":"search customer"}' })
  list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<BookingRow[]> {
    return listResource(this.db, BOOKINGS, query, res);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One booking with its event history (auditors)' })
  async one(@Param('id') id: string) {
    const rows = isUuid(id) ? await this.db.query(`select ${BOOKINGS.select} from ${BOOKINGS.from} where b.id = $1`, [id]) : [];
    if (!rows.length) throw new Problem(HttpStatus.NOT_FOUND, 'Not Found', BOOKING_MESSAGES.bookingNotFound);
    const history = await this.store.readStream(bookingStreamId(id));
    return {
      ...BOOKINGS.map(rows[0]),
      history: history.map((e) => ({ id: e.eventId, version: e.version, eventType: e.type, data: e.data, actor: e.metadata.actor, occurredAt: e.metadata.occurredAt })),
    };
  }

  @Post()
  @ApiOperation({ summary: 'Schedule a paid order into a slot (booking.scheduled, status confirmed); capacity is checked under the slot lock' })
  async create(@Body() body: ScheduleBookingDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const { bookingId, message } = await this.schedule.execute(
      { orderId: body.orderId || null, slotId: body.slotId || null, scooperAssignmentId: body.scooperAssignmentId || null, notes: cleanText(body.notes) },
      actorOf(user, req),
    );
    return { id: bookingId, message };
  }

  @Post(':id/reschedule')
  @HttpCode(HttpStatus.OK)
  async move(@Param('id') id: string, @Body() body: RescheduleBookingDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    if (!body.slotId) throw Problem.validation({ slotId: BOOKING_MESSAGES.slotNotFound });
    return { id, ...(await this.reschedule.execute(id, { slotId: body.slotId, scooperAssignmentId: body.scooperAssignmentId || null }, actorOf(user, req))) };
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  async drop(@Param('id') id: string, @Body() body: CancelBookingDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return { id, ...(await this.cancel.execute(id, cleanText(body.reason), actorOf(user, req))) };
  }

  @Post(':id/complete')
  @HttpCode(HttpStatus.OK)
  async finish(@Param('id') id: string, @Body() _body: EmptyBodyDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return { id, ...(await this.complete.execute(id, actorOf(user, req))) };
  }
}

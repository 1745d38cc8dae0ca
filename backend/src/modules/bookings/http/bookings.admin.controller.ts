import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Problem } from '../../../platform/http/problem';
import { requestIdOf } from '../../../platform/http/request';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { CurrentUser, type AuthenticatedUser } from '../../identity';
import { BOOKING_MESSAGES } from '../bookings.messages';
import { BookingActor } from '../commands/booking-actor';
import { CancelBookingCommand } from '../commands/cancel-booking.command';
import { CompleteBookingCommand } from '../commands/complete-booking.command';
import { RescheduleBookingCommand } from '../commands/reschedule-booking.command';
import { ScheduleBookingCommand } from '../commands/schedule-booking.command';
import { BookingRow, BOOKINGS } from '../queries/booking-row';
import { GetBookingQuery } from '../queries/get-booking.query';
import { CancelBookingDto, EmptyBodyDto, RescheduleBookingDto, ScheduleBookingDto } from './bookings.dto';
import { cleanText } from './text-input';

const actorOf = (user: AuthenticatedUser, req: Request): BookingActor => ({ actor: `staff:${user.email}`, requestId: requestIdOf(req) });

/** Booking Management: bookings are the booking stream; this lists calendar_bookings and sends the commands. */
@ApiTags('admin: calendar')
@Controller('admin/bookings')
export class BookingsAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Bookings with their orders (ra-data-simple-rest list)' })
  @ApiQuery({ name: 'filter', required: false, description: '{"dateFrom":"2026-01-19","dateTo":"2026-02-18","status":"confirmed","q":"search customer"}' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<BookingRow[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(BOOKINGS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One booking with its event history (auditors)' })
  one(@Param('id') id: string) {
    return this.queries.execute(new GetBookingQuery(id));
  }

  @Post()
  @ApiOperation({
    summary:
      "Schedule a paid order into a slot (booking.scheduled, status confirmed); capacity is checked under the slot lock; a first booking off the customer's preferred days is 422 unless otherDay is true",
  })
  async create(@Body() body: ScheduleBookingDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    const { bookingId, message } = await this.commands.execute(
      new ScheduleBookingCommand(
        {
          orderId: body.orderId || null,
          slotId: body.slotId || null,
          scooperAssignmentId: body.scooperAssignmentId || null,
          notes: cleanText(body.notes),
          otherDay: body.otherDay === true,
        },
        actorOf(user, req),
      ),
    );
    return { id: bookingId, message };
  }

  @Post(':id/reschedule')
  @HttpCode(HttpStatus.OK)
  async move(@Param('id') id: string, @Body() body: RescheduleBookingDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    if (!body.slotId) throw Problem.validation({ slotId: BOOKING_MESSAGES.slotNotFound });
    return {
      id,
      ...(await this.commands.execute(
        new RescheduleBookingCommand(id, { slotId: body.slotId, scooperAssignmentId: body.scooperAssignmentId || null }, actorOf(user, req)),
      )),
    };
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  async drop(@Param('id') id: string, @Body() body: CancelBookingDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return { id, ...(await this.commands.execute(new CancelBookingCommand(id, cleanText(body.reason), actorOf(user, req)))) };
  }

  @Post(':id/complete')
  @HttpCode(HttpStatus.OK)
  async finish(@Param('id') id: string, @Body() _body: EmptyBodyDto, @CurrentUser() user: AuthenticatedUser, @Req() req: Request) {
    return { id, ...(await this.commands.execute(new CompleteBookingCommand(id, actorOf(user, req)))) };
  }
}

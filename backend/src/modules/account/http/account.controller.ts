import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { requestIdOf } from '../../../platform/http/request';
import { authenticationRequired, AuthenticatedUser, CurrentUser } from '../../identity';
import { ChangeMyPlanCommand, ChangeMyServiceCommand, SkipMyVisitCommand } from '../commands/account-actions.command';
import type { SubscriptionChangeView } from '../../orders';
import { AccountOverview, GetAccountOverviewQuery } from '../queries/account-overview.query';
import { CancelPlanRequest, ChangeDaysRequest, ChangeServiceRequest, PausePlanRequest } from './account.dto';

/** The signed-in customer's own account; the account guard holds every route here to a session. */
@ApiTags('account')
@Controller('account')
export class AccountController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get('overview')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The customer's plans, visits, receipts and messages" })
  @ApiOkResponse()
  overview(@CurrentUser() user: AuthenticatedUser | undefined): Promise<AccountOverview> {
    return this.queries.execute(new GetAccountOverviewQuery(signedIn(user)));
  }

  @Post('visits/:visitId/skip')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Skips one of the customer’s upcoming visits (at least 48 hours ahead); someone else’s visit is 404' })
  skipVisit(@CurrentUser() user: AuthenticatedUser | undefined, @Param('visitId') visitId: string, @Req() req: Request): Promise<{ message: string }> {
    return this.commands.execute(new SkipMyVisitCommand(signedIn(user), visitId, requestIdOf(req)));
  }

  @Post('plans/:planId/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Cancels the customer’s plan with a reason from the list, effective after 7 days’ notice; someone else’s plan is 404' })
  cancelPlan(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Param('planId') planId: string,
    @Body() body: CancelPlanRequest,
    @Req() req: Request,
  ): Promise<{ message: string }> {
    return this.commands.execute(new ChangeMyPlanCommand(signedIn(user), planId, { type: 'customer-cancel', reason: body.reason }, requestIdOf(req)));
  }

  @Post('plans/:planId/pause')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Pauses the customer’s plan from 48 hours on for 1 to 8 weeks; service resumes by itself' })
  pausePlan(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Param('planId') planId: string,
    @Body() body: PausePlanRequest,
    @Req() req: Request,
  ): Promise<{ message: string }> {
    return this.commands.execute(new ChangeMyPlanCommand(signedIn(user), planId, { type: 'customer-pause', weeks: body.weeks }, requestIdOf(req)));
  }

  @Post('plans/:planId/days')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Changes the customer’s preferred days and/or trash day; future visits not yet given to a scooper re-plan' })
  changeDays(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Param('planId') planId: string,
    @Body() body: ChangeDaysRequest,
    @Req() req: Request,
  ): Promise<{ message: string }> {
    const change = { type: 'change-days' as const, preferredDays: body.preferredDays, trashDay: body.trashDay };
    return this.commands.execute(new ChangeMyPlanCommand(signedIn(user), planId, change, requestIdOf(req)));
  }

  @Post('orders/:orderId/change/preview')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Prices a change of add-ons, dogs or frequency on the same subscription: new price, proration, next charge; changes nothing' })
  previewChange(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Param('orderId') orderId: string,
    @Body() body: ChangeServiceRequest,
    @Req() req: Request,
  ): Promise<SubscriptionChangeView> {
    return this.commands.execute(new ChangeMyServiceCommand(signedIn(user), orderId, changeOf(body), requestIdOf(req), true));
  }

  @Post('orders/:orderId/change')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Changes add-ons, dogs or frequency on the same subscription: priced by the server, prorated by the provider, served from 48 hours on',
  })
  change(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Param('orderId') orderId: string,
    @Body() body: ChangeServiceRequest,
    @Req() req: Request,
  ): Promise<SubscriptionChangeView> {
    return this.commands.execute(new ChangeMyServiceCommand(signedIn(user), orderId, changeOf(body), requestIdOf(req), false));
  }

  @Post('plans/:planId/resume')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Ends the customer’s pause early: service resumes 48 hours from today' })
  resumePlan(@CurrentUser() user: AuthenticatedUser | undefined, @Param('planId') planId: string, @Req() req: Request): Promise<{ message: string }> {
    return this.commands.execute(new ChangeMyPlanCommand(signedIn(user), planId, { type: 'customer-resume' }, requestIdOf(req)));
  }
}

/** Only the fields the change reads (the add-ons object is checked key by key by the pricing module). */
function changeOf(body: ChangeServiceRequest) {
  return { serviceFrequency: body.serviceFrequency, numberOfDogs: body.numberOfDogs, addOns: body.addOns, trashDay: body.trashDay };
}

function signedIn(user: AuthenticatedUser | undefined): AuthenticatedUser {
  if (!user) throw authenticationRequired();
  return user;
}

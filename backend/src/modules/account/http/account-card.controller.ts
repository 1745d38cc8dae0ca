import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { AppConfig } from '../../../config/config';
import { Problem } from '../../../platform/http/problem';
import { requestIdOf } from '../../../platform/http/request';
import { authenticationRequired, AuthenticatedUser, CurrentUser } from '../../identity';
import {
  CustomerOrders,
  OpenCardPageCommand,
  OrderPaymentHistory,
  ownedCardSession,
  RetryOverduePaymentCommand,
  SaveSandboxCardCommand,
  type SavedCard,
} from '../../orders';
import { PaymentGateway, SANDBOX_TEST_CARDS } from '../../payments';
import { customerActor } from '../commands/account-actions.command';

const CARD_NUMBER_MESSAGE = 'Enter a test card number: 16 digits, e.g. 4242 4242 4242 4242.';

export class SaveCardRequest {
  @ApiProperty({ example: '4242 4242 4242 4242', description: "One of the sandbox's test card numbers" })
  @IsString({ message: CARD_NUMBER_MESSAGE })
  @MaxLength(30, { message: CARD_NUMBER_MESSAGE })
  cardNumber!: string;
}

/** What the sandbox's card page shows. */
export interface CardPageView {
  id: string;
  status: 'open' | 'complete' | 'expired';
  businessName: string;
  plan: string;
  card: { brand: string; lastFour: string } | null;
  /** Cents the plan owes; paid with the new card once it is saved. */
  amountDue: number | null;
  testCards: Array<{ number: string; brand: string; declined: boolean }>;
}

/** After the card update, the account shows this. */
const RETURN_PATH = (orderId: string) => `/account?card=updated&order=${orderId}`;
const notFound = () => new Problem(HttpStatus.NOT_FOUND, 'Not Found', 'This plan does not exist.');

/**
 * The customer's card (issue 17): the card page of one of their own subscriptions (Stripe's Billing Portal, or the
 * sandbox's page with test cards), and paying what is overdue once the card is new. Someone else's order or page is 404.
 */
@ApiTags('account')
@Controller('account')
export class AccountCardController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CustomerOrders) private readonly orders: CustomerOrders,
    @Inject(OrderPaymentHistory) private readonly payments: OrderPaymentHistory,
    @Inject(PaymentGateway) private readonly gateway: PaymentGateway,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Post('orders/:orderId/card-page')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Opens the card page of one of the customer’s subscriptions: Stripe’s Billing Portal, or the sandbox’s own' })
  async openCardPage(@CurrentUser() user: AuthenticatedUser | undefined, @Param('orderId') orderId: string): Promise<{ url: string }> {
    await this.ownOrder(signedIn(user), orderId);
    return this.commands.execute(new OpenCardPageCommand(orderId, RETURN_PATH(orderId)));
  }

  @Post('orders/:orderId/retry-payment')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Pays the overdue invoice again with the card on file (after the customer updated it)' })
  async retryPayment(@CurrentUser() user: AuthenticatedUser | undefined, @Param('orderId') orderId: string): Promise<{ status: string }> {
    await this.ownOrder(signedIn(user), orderId);
    return this.commands.execute(new RetryOverduePaymentCommand(orderId));
  }

  @Get('card-pages/:sessionId')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The sandbox card page of one of the customer’s subscriptions' })
  async cardPage(@CurrentUser() user: AuthenticatedUser | undefined, @Param('sessionId') sessionId: string): Promise<CardPageView> {
    const orders = await this.orders.paidByEmail(signedIn(user).email);
    const session = await ownedCardSession(
      this.gateway,
      sessionId,
      orders.map((o) => o.id),
    );
    const order = orders.find((o) => o.id === session.orderId)!;
    const [pastDue] = await this.payments.pastDueOf([order.id]);
    return {
      id: session.id,
      status: session.status,
      businessName: this.config.business.name,
      plan: order.is_bin_only ? 'Trash bin service' : `Pet waste removal, ${(order.service_frequency ?? '').replace(/-/g, ' ')}`,
      card: order.card_last_four ? { brand: order.card_brand ?? 'card', lastFour: order.card_last_four } : null,
      amountDue: pastDue?.amountDue ?? null,
      testCards: Object.entries(SANDBOX_TEST_CARDS).map(([number, card]) => ({ number, ...card })),
    };
  }

  @Post('card-pages/:sessionId')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Saves a test card on the sandbox card page; a past-due plan’s open invoice is paid with it' })
  async saveCard(
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Param('sessionId') sessionId: string,
    @Body() body: SaveCardRequest,
    @Req() req: Request,
  ): Promise<SavedCard> {
    const customer = signedIn(user);
    const orderIds = (await this.orders.paidByEmail(customer.email)).map((o) => o.id);
    return this.commands.execute(
      new SaveSandboxCardCommand(sessionId, orderIds, body.cardNumber, { actor: customerActor(customer), requestId: requestIdOf(req) }),
    );
  }

  private async ownOrder(user: AuthenticatedUser, orderId: string): Promise<void> {
    const orders = await this.orders.paidByEmail(user.email);
    if (!orders.some((o) => o.id === orderId)) throw notFound();
  }
}

function signedIn(user: AuthenticatedUser | undefined): AuthenticatedUser {
  if (!user) throw authenticationRequired();
  return user;
}

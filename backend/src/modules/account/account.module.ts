import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitModule } from '../../platform/rate-limit';
import { EmailModule, SentMessages } from '../email';
import { IdentityModule } from '../identity';
import { OrdersModule } from '../orders';
import { PaymentsModule } from '../payments';
import { RequestSignInLinkHandler, SignInLinkThrottle } from './commands/request-sign-in-link.command';
import { UseSignInLinkHandler } from './commands/use-sign-in-link.command';
import { AccountGuard } from './http/account.guard';
import { AccountSignInController } from './http/account-sign-in.controller';
import { AccountController } from './http/account.controller';
import { ChangeMyPlanHandler, ChangeMyServiceHandler, SkipMyVisitHandler } from './commands/account-actions.command';
import { AccountCardController } from './http/account-card.controller';
import { GetAccountOverviewHandler } from './queries/account-overview.query';
import { CustomerServiceViews } from '../service';
import { SignInLinksRepository } from './links/sign-in-links.repository';
import { IsSignInLinkUsableHandler } from './queries/sign-in-link-usable.query';

/** The customer's account at /account (issue 17): passwordless sign-in, what they see, what they may change. */
@Module({
  imports: [RateLimitModule, EmailModule, IdentityModule, OrdersModule, PaymentsModule],
  controllers: [AccountSignInController, AccountController, AccountCardController],
  providers: [
    SignInLinksRepository,
    SignInLinkThrottle,
    RequestSignInLinkHandler,
    UseSignInLinkHandler,
    IsSignInLinkUsableHandler,
    // Readers other modules export (plain reads; the service module is dynamic, so it is not imported twice).
    CustomerServiceViews,
    SentMessages,
    GetAccountOverviewHandler,
    SkipMyVisitHandler,
    ChangeMyPlanHandler,
    ChangeMyServiceHandler,
    { provide: APP_GUARD, useClass: AccountGuard },
  ],
})
export class AccountModule {}

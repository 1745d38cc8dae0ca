import { Inject } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { EmailUnsubscribes } from '../unsubscribe/email-unsubscribes.service';

/** Whether an unsubscribe link's token is genuine (the confirmation page only shows for those); changes nothing. */
export class IsUnsubscribeLinkGenuineQuery extends Query<boolean> {
  constructor(readonly token: unknown) {
    super();
  }
}

@QueryHandler(IsUnsubscribeLinkGenuineQuery)
export class IsUnsubscribeLinkGenuineHandler implements IQueryHandler<IsUnsubscribeLinkGenuineQuery> {
  constructor(@Inject(EmailUnsubscribes) private readonly unsubscribes: EmailUnsubscribes) {}

  async execute({ token }: IsUnsubscribeLinkGenuineQuery): Promise<boolean> {
    return this.unsubscribes.isGenuine(token);
  }
}

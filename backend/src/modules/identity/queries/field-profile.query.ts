import { Inject, NotFoundException } from '@nestjs/common';
import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { ScooperProfile } from '../domain/scooper-profile';
import { SCOOPER_MESSAGES } from '../identity.messages';
import { ScooperRoster } from './scooper-roster.view';

/** The signed-in scooper's own profile: the field app's first question. The field guard has let only active scoopers in. */
export class GetFieldProfileQuery extends Query<ScooperProfile> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetFieldProfileQuery)
export class GetFieldProfileHandler implements IQueryHandler<GetFieldProfileQuery> {
  constructor(@Inject(ScooperRoster) private readonly roster: ScooperRoster) {}

  async execute({ userId }: GetFieldProfileQuery): Promise<ScooperProfile> {
    const profile = await this.roster.get(userId);
    if (!profile) throw new NotFoundException(SCOOPER_MESSAGES.notFound);
    return profile;
  }
}

import { Controller, Get, Header, Inject } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthenticatedUser } from '../domain/authenticated-user';
import { ScooperProfile } from '../domain/scooper-profile';
import { GetFieldProfileQuery } from '../queries/field-profile.query';
import { CurrentUser } from './current-user.decorator';

/** The field app's API (/api/field, held to active scoopers by the field guard); its first route: who am I. */
@ApiTags('field')
@Controller('field')
export class FieldController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @Get('me')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The signed-in scooper's own profile: name, home base, working days, daily capacity" })
  me(@CurrentUser() user: AuthenticatedUser): Promise<ScooperProfile> {
    return this.queries.execute(new GetFieldProfileQuery(user.id));
  }
}

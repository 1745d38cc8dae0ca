import { Body, Controller, Get, Header, HttpCode, HttpStatus, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { CreateScooperAccountCommand } from '../commands/create-scooper-account.command';
import { ResetScooperPasswordCommand } from '../commands/reset-scooper-password.command';
import { UpdateScooperAccountCommand } from '../commands/update-scooper-account.command';
import { SCOOPER_MESSAGES } from '../identity.messages';
import { GetScooperAccountQuery } from '../queries/get-scooper-account.query';
import { AdminScooperAccount, SCOOPER_ACCOUNTS } from '../queries/scooper-account-row';
import { CreateScooperAccountBody, UpdateScooperAccountBody } from './scooper-accounts.admin.dto';

const scooperId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(SCOOPER_MESSAGES.notFound) });

/** Scooper accounts for staff: create (with a one-time password), list, show, edit, deactivate (active: false). */
@ApiTags('admin: scooper accounts')
@Controller('admin/scooper-accounts')
export class ScooperAccountsAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Scooper accounts (ra-data-simple-rest list); filters q, active, workingDay' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminScooperAccount[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(SCOOPER_ACCOUNTS, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id', scooperId()) id: string): Promise<AdminScooperAccount> {
    return this.queries.execute(new GetScooperAccountQuery(id));
  }

  @Post()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Creates the account and its profile; the answer carries a temporary password shown only this once' })
  async create(@Body() body: CreateScooperAccountBody): Promise<AdminScooperAccount & { temporaryPassword: string }> {
    const { email, ...profile } = body;
    const created = await this.commands.execute(new CreateScooperAccountCommand(email, profile));
    return { ...(await this.queries.execute(new GetScooperAccountQuery(created.id))), temporaryPassword: created.temporaryPassword };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Edits the profile; active: false deactivates the account and ends its sessions' })
  async update(@Param('id', scooperId()) id: string, @Body() body: UpdateScooperAccountBody): Promise<AdminScooperAccount> {
    await this.commands.execute(new UpdateScooperAccountCommand(id, body));
    return this.queries.execute(new GetScooperAccountQuery(id));
  }

  @Post(':id/reset-password')
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Gives the scooper a new temporary password (shown once) and ends their sessions' })
  resetPassword(@Param('id', scooperId()) id: string): Promise<{ temporaryPassword: string }> {
    return this.commands.execute(new ResetScooperPasswordCommand(id));
  }
}

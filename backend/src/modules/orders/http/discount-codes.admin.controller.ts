import { Body, Controller, Delete, Get, Header, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ListResourceQuery } from '../../../platform/http/list-resource.query';
import { RawListQuery, sendListPage } from '../../../platform/http/simple-rest';
import { CreateDiscountCodeCommand } from '../commands/create-discount-code.command';
import { DeleteDiscountCodeCommand } from '../commands/delete-discount-code.command';
import { UpdateDiscountCodeCommand } from '../commands/update-discount-code.command';
import { DISCOUNT_CODE_MESSAGES } from '../orders.messages';
import { AdminDiscountCode, DISCOUNT_CODES } from '../queries/discount-code-row';
import { GetDiscountCodeQuery } from '../queries/get-discount-code.query';
import { DiscountCodeInput } from './discount-codes.admin.dto';

const codeId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(DISCOUNT_CODE_MESSAGES.notFound) });

/** Discount codes for staff: create, edit, deactivate; a code orders used is never hard-deleted. */
@ApiTags('admin: discount codes')
@Controller('admin/discount-codes')
export class DiscountCodesAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Discount codes with usage counts (ra-data-simple-rest list)' })
  async list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminDiscountCode[]> {
    return sendListPage(res, await this.queries.execute(new ListResourceQuery(DISCOUNT_CODES, query)));
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id', codeId()) id: string): Promise<AdminDiscountCode> {
    return this.queries.execute(new GetDiscountCodeQuery(id));
  }

  @Post()
  async create(@Body() body: DiscountCodeInput): Promise<AdminDiscountCode> {
    const { id } = await this.commands.execute(new CreateDiscountCodeCommand(body));
    return this.queries.execute(new GetDiscountCodeQuery(id));
  }

  @Put(':id')
  async update(@Param('id', codeId()) id: string, @Body() body: DiscountCodeInput): Promise<AdminDiscountCode> {
    await this.commands.execute(new UpdateDiscountCodeCommand(id, body));
    return this.queries.execute(new GetDiscountCodeQuery(id));
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a code no order used; a used code answers 409 (deactivate it instead)' })
  async remove(@Param('id', codeId()) id: string): Promise<AdminDiscountCode> {
    const code = await this.queries.execute(new GetDiscountCodeQuery(id));
    await this.commands.execute(new DeleteDiscountCodeCommand(id));
    return code;
  }
}

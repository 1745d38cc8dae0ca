import { Body, Controller, Delete, Get, Header, HttpStatus, Inject, NotFoundException, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Database } from '../../../platform/database/database';
import { Problem } from '../../../platform/http/problem';
import { containsPattern, isoOrNull, listResource, RawListQuery, ResourceSpec } from '../../../platform/http/simple-rest';
import { normaliseCode } from './discount-codes.repository';
import { DISCOUNT_CODE_MESSAGES, DiscountCodeInput } from './discount-codes.admin.dto';

export interface AdminDiscountCode {
  id: string;
  code: string;
  discount_percent: number;
  active: boolean;
  expires_at: string | null;
  usage_limit: number | null;
  /** Orders that carried the code, and those of them that were paid (the paid ones count against max uses). */
  orders_count: number;
  completed_count: number;
  created_at: string;
}

const USAGE = `(select count(*)::int from customer_orders o where o.discount_code_id = d.id) as orders_count,
  (select count(*)::int from customer_orders o where o.discount_code_id = d.id and o.payment_status = 'completed') as completed_count`;

const toCode = (row: Record<string, unknown>): AdminDiscountCode => ({
  id: String(row.id),
  code: String(row.code),
  discount_percent: Number(row.discount_percent),
  active: Boolean(row.active),
  expires_at: isoOrNull(row.expires_at),
  usage_limit: row.usage_limit == null ? null : Number(row.usage_limit),
  orders_count: Number(row.orders_count ?? 0),
  completed_count: Number(row.completed_count ?? 0),
  created_at: isoOrNull(row.created_at)!,
});

const DISCOUNT_CODES: ResourceSpec<AdminDiscountCode> = {
  resource: 'discount-codes',
  from: 'discount_codes d',
  select: `d.*, ${USAGE}`,
  sortable: { created_at: 'd.created_at', code: 'd.code', discount_percent: 'd.discount_percent', active: 'd.active', id: 'd.created_at' },
  defaultSort: ['created_at', 'DESC'],
  idColumn: 'd.id',
  filters: {
    q: (value, bind) => (String(value).trim() ? `d.code ilike ${bind(containsPattern(value))}` : null),
    active: (value, bind) => `d.active = ${bind(value === true || value === 'true')}`,
  },
  map: toCode,
};

const codeId = () => new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(DISCOUNT_CODE_MESSAGES.notFound) });

/** Discount codes for staff: create, edit, deactivate; a code orders used is never hard-deleted. */
@ApiTags('admin: discount codes')
@Controller('admin/discount-codes')
export class DiscountCodesAdminController {
  constructor(@Inject(Database) private readonly db: Database) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Discount codes with usage counts (ra-data-simple-rest list)' })
  list(@Query() query: RawListQuery, @Res({ passthrough: true }) res: Response): Promise<AdminDiscountCode[]> {
    return listResource(this.db, DISCOUNT_CODES, query, res);
  }

  @Get(':id')
  @Header('Cache-Control', 'no-store')
  one(@Param('id', codeId()) id: string): Promise<AdminDiscountCode> {
    return this.load(id);
  }

  @Post()
  async create(@Body() body: DiscountCodeInput): Promise<AdminDiscountCode> {
    const rows = await this.write(
      `insert into discount_codes (code, discount_percent, active, expires_at, usage_limit) values ($1, $2, $3, $4, $5) returning id`,
      [normaliseCode(body.code), body.discount_percent, body.active ?? true, body.expires_at ?? null, body.usage_limit ?? null],
    );
    return this.load(rows[0].id);
  }

  @Put(':id')
  async update(@Param('id', codeId()) id: string, @Body() body: DiscountCodeInput): Promise<AdminDiscountCode> {
    const rows = await this.write(
      `update discount_codes set code = $2, discount_percent = $3, active = coalesce($4, active), expires_at = $5, usage_limit = $6 where id = $1 returning id`,
      [id, normaliseCode(body.code), body.discount_percent, body.active ?? null, body.expires_at ?? null, body.usage_limit ?? null],
    );
    if (!rows.length) throw new NotFoundException(DISCOUNT_CODE_MESSAGES.notFound);
    return this.load(id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Deletes a code no order used; a used code answers 409 (deactivate it instead)' })
  async remove(@Param('id', codeId()) id: string): Promise<AdminDiscountCode> {
    const code = await this.load(id);
    if (code.orders_count > 0) {
      throw new Problem(HttpStatus.CONFLICT, 'Code in use', DISCOUNT_CODE_MESSAGES.usedCannotDelete(code.orders_count), undefined, 'DISCOUNT_CODE_IN_USE');
    }
    // The not-exists guard closes the race with a checkout that picks the code up meanwhile.
    const deleted = await this.db.query(`delete from discount_codes d where d.id = $1 and not exists (select 1 from customer_orders o where o.discount_code_id = d.id) returning id`, [id]);
    if (!deleted.length) throw new Problem(HttpStatus.CONFLICT, 'Code in use', DISCOUNT_CODE_MESSAGES.usedCannotDelete(1), undefined, 'DISCOUNT_CODE_IN_USE');
    return code;
  }

  private async load(id: string): Promise<AdminDiscountCode> {
    const [row] = await this.db.query(`select d.*, ${USAGE} from discount_codes d where d.id = $1`, [id]);
    if (!row) throw new NotFoundException(DISCOUNT_CODE_MESSAGES.notFound);
    return toCode(row);
  }

  private async write(sql: string, params: unknown[]): Promise<Array<{ id: string }>> {
    try {
      return await this.db.query<{ id: string }>(sql, params);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw Problem.validation({ code: DISCOUNT_CODE_MESSAGES.duplicate });
      throw error;
    }
  }
}

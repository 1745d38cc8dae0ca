import { Body, Controller, Header, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { jsonText } from '../../../platform/http/json-text';
import { PriceQuoteQuery } from '../queries/price-quote.query';
import { QuoteChoicesDto } from './checkout.dto';

@ApiTags('quote')
@Controller('quotes')
export class QuotesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /**
   * The same calculation the quote card runs in the browser, on the server's own price table. The answer goes out as
   * JSON text: a quote without a code is shared by everyone who asks for the same choices, and so is its text.
   */
  @Post('price')
  @HttpCode(200)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @ApiOkResponse({
    description: 'basePrice, addOnsPrice, totalPrice, discountAmount, commitmentDiscount, finalPrice, monthlyPrice, setupFee, dueToday, lineItems',
  })
  async price(@Body() body: QuoteChoicesDto, @Req() req: Request): Promise<string> {
    // The address (trusted proxies, X-Forwarded-For) is worked out only if the query asks: a quote with a code.
    return jsonText(await this.queries.execute(new PriceQuoteQuery(body, () => req.ip ?? '')));
  }
}

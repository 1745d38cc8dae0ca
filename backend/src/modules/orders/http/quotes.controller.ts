import { Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { PricedQuote, PriceQuoteQuery } from '../queries/price-quote.query';
import { QuoteChoicesDto } from './checkout.dto';

@ApiTags('quote')
@Controller('quotes')
export class QuotesController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  /** The same calculation the quote card runs in the browser, on the server's own price table. */
  @Post('price')
  @HttpCode(200)
  @ApiOkResponse({
    description: 'basePrice, addOnsPrice, totalPrice, discountAmount, commitmentDiscount, finalPrice, monthlyPrice, setupFee, dueToday, lineItems',
  })
  price(@Body() body: QuoteChoicesDto, @Req() req: Request): Promise<PricedQuote> {
    // The address (trusted proxies, X-Forwarded-For) is worked out only if the query asks: a quote with a code.
    return this.queries.execute(new PriceQuoteQuery(body, () => req.ip ?? ''));
  }
}

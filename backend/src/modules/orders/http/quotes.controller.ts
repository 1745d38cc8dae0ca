import { Body, Controller, HttpCode, Inject, Ip, Post } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
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
  price(@Body() body: QuoteChoicesDto, @Ip() ip: string): Promise<PricedQuote> {
    return this.queries.execute(new PriceQuoteQuery(body, ip));
  }
}

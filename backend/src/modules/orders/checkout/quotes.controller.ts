import { Body, Controller, HttpCode, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Problem } from '../../../platform/http/problem';
import { calculateQuote, Quote, QUOTE_MESSAGES, SERVICE_TYPES, ServiceType } from '../../pricing';
import { DiscountCode, DiscountCodes } from '../discounts/discount-codes.repository';
import { QuoteChoicesDto } from './checkout.dto';
import { parseChoices } from './quote-input';

export type PricedQuote = Quote & { discountCode: DiscountCode | null };

@ApiTags('quote')
@Controller('quotes')
export class QuotesController {
  constructor(@Inject(DiscountCodes) private readonly codes: DiscountCodes) {}

  /** The same calculation the quote card runs in the browser, on the server's own price table. */
  @Post('price')
  @HttpCode(200)
  @ApiOkResponse({ description: 'basePrice, addOnsPrice, totalPrice, discountAmount, commitmentDiscount, finalPrice, monthlyPrice, setupFee, dueToday, lineItems' })
  async price(@Body() body: QuoteChoicesDto): Promise<PricedQuote> {
    const serviceType: ServiceType = (SERVICE_TYPES as readonly string[]).includes(body.serviceType ?? '')
      ? (body.serviceType as ServiceType)
      : body.serviceFrequency === 'one-time-cleanup'
        ? 'one-time'
        : 'subscription';
    const choices = parseChoices(body, serviceType);
    let discountCode: DiscountCode | null = null;
    if (body.discountCode?.trim()) {
      const check = await this.codes.check(body.discountCode);
      if (!check.isValid) throw Problem.validation({ discountCode: QUOTE_MESSAGES.invalidDiscountCode });
      discountCode = check.discountCode;
    }
    const quote = calculateQuote(choices, discountCode?.discountPercent ?? 0);
    if (!quote) throw Problem.validation({ serviceFrequency: QUOTE_MESSAGES.frequencyRequired });
    return { ...quote, discountCode };
  }
}

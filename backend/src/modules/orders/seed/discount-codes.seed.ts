import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { SeedRegistry } from '../../../platform/seed/seed-registry';
import { DiscountCodes } from './discount-codes.repository';

/** First start: one working code so the discount field can be tried end to end. */
export const DEMO_DISCOUNT_CODE = { code: 'WELCOME10', discountPercent: 10 } as const;

@Injectable()
export class DiscountCodesSeed implements OnModuleInit {
  constructor(
    @Inject(SeedRegistry) private readonly seeds: SeedRegistry,
    @Inject(DiscountCodes) private readonly codes: DiscountCodes,
  ) {}

  onModuleInit(): void {
    this.seeds.register({
      name: 'discount-codes',
      run: async () => {
        if (!(await this.codes.isEmpty())) return [];
        await this.codes.create(DEMO_DISCOUNT_CODE);
        return [`Demo discount code: ${DEMO_DISCOUNT_CODE.code} (${DEMO_DISCOUNT_CODE.discountPercent}% off)`];
      },
    });
  }
}

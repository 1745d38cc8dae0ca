import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { SANDBOX_BILLING_EVENTS, type SandboxBillingEvent } from '../commands/simulate-sandbox-billing.command';
import { BILLING_MESSAGES } from '../orders.messages';

export class SandboxBillingInput {
  @ApiProperty({ enum: SANDBOX_BILLING_EVENTS })
  @IsIn(SANDBOX_BILLING_EVENTS, { message: BILLING_MESSAGES.sandboxEventInvalid })
  event!: SandboxBillingEvent;
}

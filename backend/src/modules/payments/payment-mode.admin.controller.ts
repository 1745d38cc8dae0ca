import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { AuthenticatedUser, CurrentUser } from '../identity';
import { PaymentGateway, PaymentModeView } from './payment-gateway';
import { PaymentMode } from './payments.port';

export class PaymentModeRequest {
  @ApiProperty({ enum: ['test', 'production'] })
  @IsIn(['test', 'production'], { message: "Payment mode must be 'test' or 'production'" })
  mode!: PaymentMode;
}

/** The payment mode card: test or production (real charges). */
@ApiTags('admin')
@Controller('admin/settings/payment-mode')
export class PaymentModeAdminController {
  constructor(@Inject(PaymentGateway) private readonly gateway: PaymentGateway) {}

  @Get()
  get(): Promise<PaymentModeView> {
    return this.gateway.mode();
  }

  @Put()
  set(@Body() body: PaymentModeRequest, @CurrentUser() user: AuthenticatedUser): Promise<PaymentModeView> {
    return this.gateway.setMode(body.mode, user.email);
  }
}

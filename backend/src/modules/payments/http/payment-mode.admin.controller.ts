import { Body, Controller, Get, Inject, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { AuthenticatedUser, CurrentUser } from '../../identity';
import { SetPaymentModeCommand } from '../commands/set-payment-mode.command';
import { PaymentMode } from '../domain/payments.port';
import { PaymentModeView } from '../payment-gateway';
import { GetPaymentModeQuery } from '../queries/get-payment-mode.query';

export class PaymentModeRequest {
  @ApiProperty({ enum: ['test', 'production'] })
  @IsIn(['test', 'production'], { message: "Payment mode must be 'test' or 'production'" })
  mode!: PaymentMode;
}

/** The payment mode card: test or production (real charges). */
@ApiTags('admin')
@Controller('admin/settings/payment-mode')
export class PaymentModeAdminController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @Get()
  get(): Promise<PaymentModeView> {
    return this.queries.execute(new GetPaymentModeQuery());
  }

  @Put()
  set(@Body() body: PaymentModeRequest, @CurrentUser() user: AuthenticatedUser): Promise<PaymentModeView> {
    return this.commands.execute(new SetPaymentModeCommand(body.mode, user.email));
  }
}

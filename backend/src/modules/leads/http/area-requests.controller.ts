import { Body, Controller, Inject, Ip, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsObject, IsOptional, IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { requestIdOf } from '../../../platform/http/request';
import { stripMarkup } from '../../pricing';
import { SubmitAreaRequestCommand } from '../commands/submit-area-request.command';
import { AREA_REQUEST_MESSAGES } from '../leads.messages';

const M = AREA_REQUEST_MESSAGES.missing;

export class AreaRequestDto {
  @IsString({ message: M }) @MaxLength(10, { message: AREA_REQUEST_MESSAGES.zip }) zipCode!: string;
  @IsString({ message: M }) @MaxLength(100) customerName!: string;
  @IsString({ message: M }) @MaxLength(254, { message: AREA_REQUEST_MESSAGES.email }) customerEmail!: string;
  @IsString({ message: M }) @MaxLength(40) customerPhone!: string;
  @IsOptional() @IsString() @MaxLength(20) yardSize?: string;
  @IsOptional() @IsString() @MaxLength(10) numberOfDogs?: string;
  @IsOptional() @IsObject() selectedAddOns?: Record<string, unknown>;
  @IsOptional() @IsString() @MaxLength(20) trashDay?: string;
  @IsOptional() @IsString() @MaxLength(20) serviceType?: string;
  @IsOptional() @IsString() @MaxLength(30) serviceFrequency?: string;
}

@ApiTags('leads')
@Controller('area-requests')
export class AreaRequestsController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({ summary: 'A visitor outside the served ZIP codes asks to be told when we reach theirs' })
  @ApiCreatedResponse({ description: '{ id }' })
  submit(@Body() body: AreaRequestDto, @Ip() ip: string, @Req() req: Request): Promise<{ id: string }> {
    const addOns = Object.fromEntries(
      Object.entries(body.selectedAddOns ?? {})
        .filter(([, v]) => typeof v === 'boolean')
        .slice(0, 10),
    ) as Record<string, boolean>;
    const opt = (value: string | undefined) => (value ? stripMarkup(value).trim() || null : null);
    return this.commands.execute(
      new SubmitAreaRequestCommand(
        {
          zipCode: stripMarkup(body.zipCode).trim(),
          customerName: stripMarkup(body.customerName).trim(),
          customerEmail: stripMarkup(body.customerEmail).trim().toLowerCase(),
          customerPhone: stripMarkup(body.customerPhone).trim(),
          yardSize: opt(body.yardSize),
          numberOfDogs: opt(body.numberOfDogs),
          selectedAddOns: addOns,
          trashDay: opt(body.trashDay),
          serviceType: opt(body.serviceType),
          serviceFrequency: opt(body.serviceFrequency),
        },
        ip,
        requestIdOf(req),
      ),
    );
  }
}

import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig, BusinessIdentity } from '../../config/config';

@ApiTags('platform')
@Controller('site')
export class SiteController {
  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  @Get()
  @ApiOperation({ summary: 'Business name, support contacts, service area and hours shown on every page' })
  site(): BusinessIdentity {
    return this.config.business;
  }
}

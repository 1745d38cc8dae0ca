import { Body, Controller, Headers, HttpCode, HttpStatus, Inject, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiBody, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../../config/config';
import { validateBody } from '../../../platform/http/validation';
import { clientKey, RateLimiter } from '../../../platform/rate-limit';
import { ANALYTICS_MESSAGES } from '../analytics.messages';
import { RecordAnalyticsEventsCommand } from '../commands/record-analytics-events.command';
import { RecordHelpLinkClickCommand } from '../commands/record-help-link-click.command';
import { ANALYTICS_LIMITS, HELP_LINK_CLICK_LIMIT } from '../domain/analytics-limits';
import { AnalyticsBatchDto, HelpLinkClickDto } from './analytics-events.dto';

const TOO_MANY = { title: ANALYTICS_MESSAGES.tooManyTitle, detail: ANALYTICS_MESSAGES.tooMany, code: 'ANALYTICS_RATE_LIMITED' };

/** The site's analytics intake (consent-gated in the browser) and help-link clicks. */
@ApiTags('analytics')
@Controller()
export class AnalyticsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  /** Also takes text/plain: the page-hide flush uses navigator.sendBeacon. */
  @Post('analytics/events')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({ summary: 'Store a batch of 1 to 50 analytics events (page_view, button_click, form_submit, quote_started, ...) for one session' })
  @ApiBody({ type: AnalyticsBatchDto })
  @ApiAcceptedResponse({ description: '{ accepted: n }' })
  async events(@Body() raw: unknown, @Ip() ip: string): Promise<{ accepted: number }> {
    await this.limiter.enforce(
      [{ key: `analytics:ip:${clientKey(ip)}`, limit: this.config.env.ANALYTICS_IP_LIMIT, windowMs: ANALYTICS_LIMITS.windowMs }],
      TOO_MANY,
    );
    const batch = await validateBody(AnalyticsBatchDto, raw);
    return { accepted: await this.commands.execute(new RecordAnalyticsEventsCommand(batch)) };
  }

  @Post('help-link-clicks')
  @ApiOperation({ summary: 'Record a click on a help link: page, referrer and the form as it was' })
  @ApiBody({ type: HelpLinkClickDto })
  @ApiCreatedResponse({ description: '{ id }' })
  async helpLinkClick(@Body() raw: unknown, @Ip() ip: string, @Headers('user-agent') userAgent?: string): Promise<{ id: string }> {
    await this.limiter.enforce([{ key: `help-link:ip:${clientKey(ip)}`, ...HELP_LINK_CLICK_LIMIT }], TOO_MANY);
    const click = await validateBody(HelpLinkClickDto, raw);
    return { id: await this.commands.execute(new RecordHelpLinkClickCommand(click, userAgent)) };
  }
}

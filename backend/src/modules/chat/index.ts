export { ChatModule } from './chat.module';
export { buildFaq, type FaqEntry, type FaqTopic } from './knowledge';

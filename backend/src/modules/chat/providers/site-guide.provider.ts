import { setImmediate as nextTurn } from 'node:timers/promises';
import type { BusinessIdentity } from '../../../config/business';
import { siteGuideReply } from '../guide/site-guide';
import { ChatProvider, ChatRequest } from './chat-provider';

/** Words with their trailing space; a marker stays one token. */
export function tokenize(reply: string): string[] {
  return reply.match(/\s*\S+\s*/g) ?? [];
}

/** The built-in guide, the default when no model key is set; it streams its reply a word at a time. */
export class SiteGuideProvider extends ChatProvider {
  constructor(private readonly business: BusinessIdentity) {
    super();
  }

  async *stream(request: ChatRequest, signal: AbortSignal): AsyncIterable<string> {
    const reply = siteGuideReply(request.messages, this.business);
    for (const token of tokenize(reply)) {
      if (signal.aborted) return;
      yield token;
      // Each word leaves as its own event, and other conversations get their turn in between.
      await nextTurn();
    }
  }
}

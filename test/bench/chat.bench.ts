import { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { calculateQuote, formatCents, NO_ADD_ONS } from '../../backend/src/modules/pricing';
import { postChat } from '../support/chat-sse';
import { startBenchApp } from './bench-app';
import { benchSeconds, fmtMs, fmtRate, LatencyRecorder, now, verdict } from './stats';

const CONVERSATIONS = 8;

/** A visitor's conversation as people have it: hello, a price, the service area, a policy, then booking. */
const SCRIPT = ['hi', 'how much for 2 dogs weekly, medium yard?', 'do you serve 91354?', 'what if my dog is aggressive?', 'can I book?'];
const PRICE = formatCents(
  calculateQuote({
    serviceType: 'subscription',
    serviceFrequency: 'weekly',
    numberOfDogs: '2',
    yardSize: 'medium',
    addOns: NO_ADD_ONS,
    trashDay: '',
    commitmentMonths: 1,
  })!.finalPrice,
);

// The built-in guide answers from memory; what is timed is the endpoint, the two transcript writes and the stream.
const TARGETS = { firstTokenP99Ms: 100, wholeReplyP99Ms: 250 };

/** `npm run bench -- chat`: the site guide over POST /api/chat, 8 conversations at once; first-token and whole-reply p50/p99. */
export async function runChatBench(): Promise<void> {
  const bench = await startBenchApp({ connections: CONVERSATIONS });
  try {
    const seconds = benchSeconds(10);
    const { port } = bench.app.getHttpServer().address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    process.stderr.write(
      `  database ${bench.database.name}, ${CONVERSATIONS} concurrent conversations of ${SCRIPT.length} turns, ${seconds} s after 1 s warm-up\n`,
    );

    const firstToken = new LatencyRecorder();
    const whole = new LatencyRecorder();
    let tokens = 0;
    let visitors = 0;
    const start = now();
    const measureFrom = start + 1000;
    const measureTo = measureFrom + seconds * 1000;

    await Promise.all(
      Array.from({ length: CONVERSATIONS }, async () => {
        while (now() < measureTo) {
          // Each conversation is a new visitor: its own session and, through the trusted loopback proxy header, its own address (RFC 2544's benchmark range).
          const visitor = visitors++;
          const headers = { 'X-Forwarded-For': `198.18.${(visitor >> 8) & 255}.${visitor & 255}` };
          const conversation = { conversationId: randomUUID(), userSession: `bench-${visitor}`, currentPage: '/' };
          const messages: Array<{ role: 'user' | 'assistant'; content: string }> = [];
          for (const question of SCRIPT) {
            if (now() >= measureTo) break;
            messages.push({ role: 'user', content: question });
            const t0 = now();
            let first = Number.NaN;
            const onToken = (_token: string, index: number) => {
              if (index === 0) first = now();
            };
            const res = await postChat(base, { ...conversation, messages }, { headers, onToken });
            const t1 = now();
            if (res.status !== 200 || !res.done) throw new Error(`turn "${question}" answered ${res.status} ${JSON.stringify(res.problem ?? res.errors)}`);
            if (question.startsWith('how much') && !res.text.includes(PRICE)) throw new Error(`the price turn did not quote ${PRICE}: ${res.text}`);
            messages.push({ role: 'assistant', content: res.text });
            if (t0 >= measureFrom && t1 <= measureTo) {
              firstToken.record(first - t0);
              whole.record(t1 - t0);
              tokens += res.tokens.length;
            }
          }
        }
      }),
    );

    const windowMs = seconds * 1000;
    const ft = firstToken.summary(windowMs);
    const all = whole.summary(windowMs);
    const ok = ft.p99 <= TARGETS.firstTokenP99Ms && all.p99 <= TARGETS.wholeReplyP99Ms;
    process.stdout.write(
      [
        `chat benchmark: built-in site guide, PostgreSQL ${bench.database.serverVersion.split('.')[0]}, ${CONVERSATIONS} concurrent conversations, ${seconds} s`,
        `time to first token   p50 ${fmtMs(ft.p50).padStart(6)} ms   p99 ${fmtMs(ft.p99).padStart(6)} ms   max ${fmtMs(ft.max)} ms`,
        `whole reply           p50 ${fmtMs(all.p50).padStart(6)} ms   p99 ${fmtMs(all.p99).padStart(6)} ms   max ${fmtMs(all.max)} ms`,
        `${all.count} replies (${fmtRate(all.perSecond)}/s), ${Math.round(tokens / Math.max(1, all.count))} tokens each on average, ${visitors} conversations` +
          `  [target p99 first token ≤${TARGETS.firstTokenP99Ms} ms, whole reply ≤${TARGETS.wholeReplyP99Ms} ms: ${verdict(ok)}]`,
        '',
      ].join('\n'),
    );
  } finally {
    await bench.close();
  }
}

import { randomUUID } from 'node:crypto';
import { DEFAULT_BUSINESS } from '../../backend/src/config/business';
import { CHAT_FAILED_MESSAGE } from '../../backend/src/modules/chat/chat.messages';
import { buildFaq } from '../../backend/src/modules/chat/knowledge';
import { ChatProviderError } from '../../backend/src/modules/chat/providers/chat-provider';
import { OpenAiCompatibleProvider } from '../../backend/src/modules/chat/providers/openai-compatible.provider';
import { basePriceFor, formatCents, SERVED_ZIP_CODES } from '../../backend/src/modules/pricing';
import { FakeClock } from '../../backend/src/platform/clock';
import { ModelStandIn } from '../support/chat-model-stand-in';
import { addressOf, postChat } from '../support/chat-sse';
import { createTestApp, TestApp } from '../support/test-app';

describe('chat: the OpenAI-compatible provider against a local stand-in model', () => {
  let model: ModelStandIn;
  let t: TestApp;
  let base: string;
  let visitor = 0;
  const from = () => ({ 'X-Forwarded-For': `198.51.100.${++visitor}` });
  const ask = (content: string) => ({
    messages: [{ role: 'user', content }],
    currentPage: '/faq',
    conversationId: randomUUID(),
    userSession: `s-${randomUUID()}`,
  });
  const turns = async (conversationId: string) =>
    (await t.database.db.query('select role, message from ai_guide_chats where conversation_id = $1 order by id', [conversationId])).map((r) => [
      r.role,
      r.message,
    ]);

  beforeAll(async () => {
    model = await ModelStandIn.start();
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test-stand-in', OPENAI_BASE_URL: model.baseUrl, CHAT_MODEL: 'gpt-stand-in' } });
    await t.app.listen(0, '127.0.0.1');
    base = addressOf(t.app.getHttpServer());
  });
  afterAll(async () => {
    await t.close();
    await model.close();
  });

  it('sends the key, the model, a system prompt built from live data, and the stored history; streams the deltas back', async () => {
    const opening = ask('Do you serve Valencia?');
    model.reply({ chunks: ['Yes, we serve Valencia!'] });
    expect((await postChat(base, opening, { headers: from() })).done).toBe(true);
    model.reply({ chunks: ['Yes', ', we', ' serve', ' <b>91354</b>.'] });
    const body = { ...opening, messages: [{ role: 'user', content: 'And <i>91354</i>?' }] };
    const res = await postChat(base, body, { headers: from() });

    const request = model.requests[model.requests.length - 1];
    expect(request).toMatchObject({ method: 'POST', path: '/v1/chat/completions', authorization: 'Bearer sk-test-stand-in' });
    expect(request.body).toMatchObject({ model: 'gpt-stand-in', stream: true });
    const [system, ...history] = request.body.messages;
    expect(system.role).toBe('system');
    expect(system.content).toContain(formatCents(basePriceFor('weekly', '2', 'medium')));
    for (const zip of SERVED_ZIP_CODES) expect(system.content).toContain(zip);
    expect(system.content).toContain(DEFAULT_BUSINESS.hours);
    expect(system.content).toContain(buildFaq(DEFAULT_BUSINESS).find((e) => e.topic === 'cancel')!.answer);
    expect(system.content).toContain('The visitor is on the page /faq');
    expect(history).toEqual([
      { role: 'user', content: 'Do you serve Valencia?' },
      { role: 'assistant', content: 'Yes, we serve Valencia!' },
      { role: 'user', content: 'And 91354?' },
    ]);

    expect(res.tokens).toEqual(['Yes', ', we', ' serve', ' <b>91354</b>.']);
    expect(res.done).toBe(true);
    expect(await turns(body.conversationId)).toEqual([
      ['user', 'Do you serve Valencia?'],
      ['assistant', 'Yes, we serve Valencia!'],
      ['user', 'And 91354?'],
      ['assistant', 'Yes, we serve 91354.'],
    ]);
  });

  it('forwards the first token while the model is still working: nothing is buffered', async () => {
    model.reply({ chunks: ['First', ' second', ' third.'], holdAfter: 1 });
    const seenWhileHeld: string[] = [];
    const res = await postChat(base, ask('hello'), {
      headers: from(),
      onToken: (token, index) => {
        // The stand-in sends nothing more until released, so this token crossed both hops on its own.
        if (index === 0) {
          seenWhileHeld.push(token);
          model.release();
        }
      },
    });
    expect(seenWhileHeld).toEqual(['First']);
    expect(res.text).toBe('First second third.');
    expect(res.done).toBe(true);
  });

  it('ends with an error event and no [DONE] when the model fails mid-stream; only the visitor turn is stored', async () => {
    model.reply({ chunks: ['Our', ' prices', ' start', ' at'], failAfter: 2 });
    const body = ask('how much?');
    const res = await postChat(base, body, { headers: from() });
    expect(res.status).toBe(200);
    expect(res.tokens).toEqual(['Our', ' prices']);
    expect(res.errors).toEqual([{ message: CHAT_FAILED_MESSAGE, code: 'PROVIDER_FAILED' }]);
    expect(res.done).toBe(false);
    expect(res.rawEvents[res.rawEvents.length - 1].event).toBe('error');
    expect(await turns(body.conversationId)).toEqual([['user', 'how much?']]);
  });

  it.each<[string, Parameters<ModelStandIn['reply']>[0]]>([
    ['refuses the key', { status: 401 }],
    ['is overloaded', { status: 503 }],
    ['closes the stream without [DONE]', { chunks: ['Half', ' an'], truncate: true }],
  ])('sends the error event when the model %s', async (_name, script) => {
    model.reply(script);
    const body = ask('hello');
    const res = await postChat(base, body, { headers: from() });
    expect(res.errors).toEqual([{ message: CHAT_FAILED_MESSAGE, code: 'PROVIDER_FAILED' }]);
    expect(res.done).toBe(false);
    expect(await turns(body.conversationId)).toEqual([['user', 'hello']]);
  });

  it('cancels the model request when the visitor leaves mid-reply, and stores no half answer', async () => {
    model.reply({ chunks: ['One', ' two', ' three'], holdAfter: 1 });
    const leave = new AbortController();
    const body = ask('tell me everything');
    const abandonedBefore = model.abandoned;
    await postChat(base, body, { headers: from(), signal: leave.signal, onToken: () => leave.abort() });
    await model.settled(() => model.abandoned > abandonedBefore);
    model.release();
    expect(model.abandoned).toBe(abandonedBefore + 1);
    expect(await turns(body.conversationId)).toEqual([['user', 'tell me everything']]);
  });

  it('gives up on a model that goes quiet', async () => {
    model.reply({ chunks: ['Thinking', ' hard'], holdAfter: 1 });
    // A hand-driven idle timer: the test decides when the model has been quiet too long, without waiting.
    let armed = null as { callback: () => void; ms: number } | null;
    const timers = {
      set: (callback: () => void, ms: number) => (armed = { callback, ms }),
      clear: (handle: unknown) => void (armed === handle && (armed = null)),
    };
    const provider = new OpenAiCompatibleProvider(
      { baseUrl: model.baseUrl, apiKey: 'sk-test', model: 'gpt-stand-in', idleTimeoutMs: 150, timers },
      DEFAULT_BUSINESS,
      new FakeClock(),
    );
    const tokens: string[] = [];
    const failure = await (async () => {
      for await (const token of provider.stream({ messages: [{ role: 'user', content: 'hi' }], currentPage: null }, new AbortController().signal)) {
        tokens.push(token);
        expect(armed?.ms).toBe(150);
        armed?.callback();
      }
    })().catch((error: unknown) => error);
    model.release();
    expect(tokens).toEqual(['Thinking']);
    expect(failure).toBeInstanceOf(ChatProviderError);
    expect((failure as ChatProviderError).reason).toBe('timed-out');
  });
});

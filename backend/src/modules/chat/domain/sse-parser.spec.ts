import { chatChunk, chunkContent, SseParser } from './sse-parser';

describe('server-sent events parser', () => {
  it('dispatches events on blank lines, whatever the chunk boundaries', () => {
    const stream = 'data: {"a":1}\n\nevent: error\ndata: {"b":2}\r\n\r\n: keep-alive\n\ndata: [DONE]\n\n';
    for (const size of [1, 2, 3, 7, stream.length]) {
      const parser = new SseParser();
      const events = [];
      for (let i = 0; i < stream.length; i += size) events.push(...parser.push(stream.slice(i, i + size)));
      expect(events).toEqual([
        { event: 'message', data: '{"a":1}' },
        { event: 'error', data: '{"b":2}' },
        { event: 'message', data: '[DONE]' },
      ]);
    }
  });

  it('joins multi-line data and drops an unterminated event at the end', () => {
    const parser = new SseParser();
    expect(parser.push('data: one\ndata: two\n\ndata: half')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
    parser.end();
    expect(parser.push('\n\n')).toEqual([]);
  });

  it("reads the spec's chunk shape and OpenAI's", () => {
    expect(chunkContent(chatChunk('Hi'))).toBe('Hi');
    expect(chunkContent({ id: 'x', choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] })).toBe('');
    expect(chunkContent({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })).toBe('');
    expect(chunkContent(null)).toBe('');
  });
});

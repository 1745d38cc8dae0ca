import { messageIdFor } from './message-id';

describe('messageIdFor', () => {
  const eventId = '5D1C7A0E-3B9F-4E2A-8C1D-0F6B2A9E7C44';

  it('is deterministic for an event and a kind, on the public URL host', () => {
    const id = messageIdFor('https://www.scvscoopers.example/app', eventId, 'order-confirmation');
    expect(id).toBe('<5d1c7a0e-3b9f-4e2a-8c1d-0f6b2a9e7c44.order-confirmation@www.scvscoopers.example>');
    expect(messageIdFor('https://www.scvscoopers.example', eventId, 'order-confirmation')).toBe(id);
  });

  it('differs between the kinds one event causes', () => {
    expect(messageIdFor('http://localhost:3000', eventId, 'order-confirmation')).not.toBe(
      messageIdFor('http://localhost:3000', eventId, 'booking-confirmation'),
    );
  });

  it('is unique without an event', () => {
    const a = messageIdFor('http://localhost:3000');
    expect(a).toMatch(/^<[0-9a-f-]{36}@localhost>$/);
    expect(messageIdFor('http://localhost:3000')).not.toBe(a);
  });
});

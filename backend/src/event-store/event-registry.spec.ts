import { UnknownEventTypeError } from './errors';
import { EventRegistry } from './event-registry';

describe('event registry', () => {
  const registry = () =>
    new EventRegistry().register({
      type: 'lead.started',
      version: 3,
      personalFields: ['contactInfo'],
      upcasters: {
        1: (data) => ({ ...data, source: data.source ?? 'unknown' }),
        2: ({ contact, ...rest }) => ({ ...rest, contactInfo: contact }),
      },
    });

  it('names stored events with a stable versioned string', () => {
    expect(registry().storedType('lead.started')).toBe('lead.started.v3');
  });

  it('upcasts old versions step by step to the current one', () => {
    expect(registry().upcast('lead.started.v1', { contact: 'a@b.co' })).toEqual({ type: 'lead.started', data: { contactInfo: 'a@b.co', source: 'unknown' } });
    expect(registry().upcast('lead.started.v3', { contactInfo: 'x' })).toEqual({ type: 'lead.started', data: { contactInfo: 'x' } });
  });

  it('passes unknown stored types through unchanged', () => {
    expect(registry().upcast('other.thing.v1', { a: 1 })).toEqual({ type: 'other.thing', data: { a: 1 } });
  });

  it('refuses to append an unregistered type and a missing upcaster', () => {
    expect(() => registry().storedType('lead.unknown')).toThrow(UnknownEventTypeError);
    const gap = new EventRegistry().register({ type: 'x.y', version: 2 });
    expect(() => gap.upcast('x.y.v1', {})).toThrow('No upcaster for x.y from v1');
  });

  it('rejects the same type registered with two versions', () => {
    expect(() => registry().register({ type: 'lead.started', version: 4 })).toThrow(/registered twice/);
  });
});

import { REDACTED, redactUrl } from './redact-url';

const SESSION = 'cs_sandbox_0123456789abcdef01234567';
const STRIPE_SESSION = 'cs_test_a1B2c3D4e5F6g7H8i9J0';
const ORDER = '3f1d5c2a-8b7e-4c1a-9f00-2d6b1e0c9a11';

describe('redactUrl: bearer values in a URL are passwords', () => {
  it.each<[string, string]>([
    [`/api/orders/by-session/${SESSION}`, `/api/orders/by-session/${REDACTED}`],
    [`/api/orders/by-session/anything-at-all/customer-info`, `/api/orders/by-session/${REDACTED}/customer-info`],
    [`/api/orders/${ORDER}/onboarding?session_id=${STRIPE_SESSION}`, `/api/orders/${REDACTED}/onboarding?session_id=${REDACTED}`],
    [`/checkout/sandbox/${SESSION}`, `/checkout/sandbox/${REDACTED}`],
    [`/api/payments/sandbox/sessions/${SESSION}/pay`, `/api/payments/sandbox/sessions/${REDACTED}/pay`],
    [`/api/leads/${ORDER}/abandon`, `/api/leads/${REDACTED}/abandon`],
    [`/api/admin/streams/order-${ORDER}/events`, `/api/admin/streams/${REDACTED}/events`],
    ['/api/email/unsubscribe?token=bGVlQGV4YW1wbGUuY29t.abc-DEF_123', `/api/email/unsubscribe?token=${REDACTED}`],
    ['/api/auth/confirm?token=abc123', `/api/auth/confirm?token=${REDACTED}`],
    ['/customer-info?session_id=cs_test_x', `/customer-info?session_id=${REDACTED}`],
    ['/customer-onboarding?order_id=1&session_id=2&step=3', `/customer-onboarding?order_id=${REDACTED}&session_id=${REDACTED}&step=3`],
    ['/?email=lee%40example.com#quote', `/?email=${REDACTED}#quote`],
    ['/?E%6Dail=lee', `/?E%6Dail=${REDACTED}`],
    ['/?q=lee%40example.com&dogs=2', `/?q=${REDACTED}&dogs=2`],
    ['/?TOKEN=a&token=b&token', `/?TOKEN=${REDACTED}&token=${REDACTED}&token`],
    ['/reset#access_token=xyz&type=recovery', `/reset#access_token=${REDACTED}&type=recovery`],
    ['/people/lee@example.com/profile', `/people/${REDACTED}/profile`],
    [`https://site.example/checkout/sandbox/${SESSION}?token=t`, `https://site.example/checkout/sandbox/${REDACTED}?token=${REDACTED}`],
    ['https://user:secret@site.example/x', `https://${REDACTED}@site.example/x`],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it.each([
    '/',
    '/blog/how-often-should-you-scoop-2024',
    '/?dogs=2&frequency=weekly#quote',
    '/api/admin/orders?sort=["createdAt","DESC"]&range=[0,24]',
    'https://www.google.com/',
    'direct',
  ])('leaves %s alone', (url) => {
    expect(redactUrl(url)).toBe(url);
  });

  it('caps a huge URL before it looks at it', () => {
    const huge = `/x?${'a=b&'.repeat(50_000)}token=secret`;
    const out = redactUrl(huge);
    expect(out).not.toContain('secret');
    expect(out.length).toBeLessThanOrEqual(2100);
  });

  it('redacts a bearer value even when the URL is malformed', () => {
    expect(redactUrl('/api/orders/by-session/%E0%A4%A')).toBe(`/api/orders/by-session/${REDACTED}`);
    expect(redactUrl('/?token=%E0%A4%A')).toBe(`/?token=${REDACTED}`);
  });
});

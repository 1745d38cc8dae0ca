import { orderConfirmation, OrderConfirmationInput } from './order-confirmation';
import { BUSINESS, collapse, HOSTILE_NAME, visibleText } from './templates.fixtures';

const input: OrderConfirmationInput = {
  business: BUSINESS,
  customerName: 'Maria Lopez',
  orderId: '9b2f3c1e-0d4a-4c55-9a63-2f1e7a6d8b10',
  orderNumber: 'SCV-10427',
  serviceSummary: ['Weekly service · 2 dogs · medium yard', 'Deodorizing'],
  amountPaidCents: 34120,
  isSubscription: true,
  customerInfoUrl: 'http://localhost:3000/customer-info?session_id=cs_test_1',
};

describe('orderConfirmation', () => {
  it('confirms the order with its short number (never the uuid), service lines and amount paid, in both parts', () => {
    const email = orderConfirmation(input);
    expect(email.subject).toBe('Welcome to SCV Scoopers: your subscription is confirmed (order SCV-10427)');
    expect(email.html).not.toContain('9b2f3c1e-0d4a-4c55-9a63-2f1e7a6d8b10');
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('Hi Maria Lopez,');
      expect(part).toContain('Order number');
      expect(part).toContain('SCV-10427');
      expect(part).toContain('Weekly service · 2 dogs · medium yard');
      expect(part).toContain('Deodorizing');
      expect(part).toContain('$341.20');
    }
  });

  it('names what is included free (the first month’s bin deodorizing), in both parts', () => {
    const email = orderConfirmation({ ...input, includedFree: ['Bin deodorizing with your first month'] });
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('Included free');
      expect(part).toContain('Bin deodorizing with your first month');
    }
    expect(visibleText(orderConfirmation(input).html)).not.toContain('Included free');
  });

  it("gives the spec's what-happens-next steps in both parts", () => {
    const email = orderConfirmation(input);
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('What happens next');
      expect(part).toMatch(/contact you within 24 hours to schedule your first visit/);
      expect(part).toMatch(/text 30 minutes before we arrive/);
      expect(part).toMatch(/keep your dogs inside .* aggressive dogs are secured/);
      expect(part).toMatch(/before-and-after photos and an update/);
      expect(part).toContain('support@scvscoopers.example');
    }
    expect(email.text).toMatch(/^1\. We’ll contact you within 24 hours/m);
  });

  it('links to the customer-info page to complete service details', () => {
    const email = orderConfirmation(input);
    expect(email.html).toContain('href="http://localhost:3000/customer-info?session_id=cs_test_1"');
    expect(email.html).toContain('Complete your service details');
    expect(email.text).toContain('Complete your service details: http://localhost:3000/customer-info?session_id=cs_test_1');
  });

  it('words a one-time order as a payment and leaves out an unknown amount', () => {
    const email = orderConfirmation({
      ...input,
      orderNumber: null,
      isSubscription: false,
      amountPaidCents: null,
      serviceSummary: ['One-time cleanup · 2 dogs · small yard'],
    });
    expect(email.subject).toBe('Payment received: your SCV Scoopers cleanup is confirmed');
    expect(email.text).toContain('9b2f3c1e-0d4a-4c55-9a63-2f1e7a6d8b10');
    expect(visibleText(email.html)).toContain('Payment successful!');
    expect(email.text).not.toContain('Paid today');
    expect(email.html).not.toContain('Paid today');
  });

  it('escapes a hostile name in the HTML and keeps it verbatim in the text', () => {
    const email = orderConfirmation({ ...input, customerName: HOSTILE_NAME });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
    expect(email.text).toContain(`Hi ${HOSTILE_NAME},`);
  });

  it('puts the business name, support e-mail, phone and hours in the footer of both parts', () => {
    const email = orderConfirmation(input);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('SCV Scoopers');
      expect(part).toContain('support@scvscoopers.example');
      expect(part).toContain('(661) 555-0142');
      expect(part).toContain('Monday to Friday, 8AM to 5PM');
    }
    expect(email.html).toContain('href="tel:6615550142"');
  });

  it('refuses a link that is not http(s)', () => {
    expect(() => orderConfirmation({ ...input, customerInfoUrl: 'javascript:alert(1)' })).toThrow(/http/);
  });
});

import { paymentReminder, PaymentReminderInput } from './payment-reminder';
import { BUSINESS, collapse, HOSTILE_NAME, visibleText } from './templates.fixtures';

const input: PaymentReminderInput = {
  business: BUSINESS,
  customerName: 'Pat',
  amountDue: 9600,
  day: 0,
  suspendAfterDays: 15,
  updateCardUrl: 'http://localhost:3000/account',
};

describe('paymentReminder', () => {
  it('says the charge failed, for how much, with an update-card button, in both parts', () => {
    const email = paymentReminder(input);
    expect(email.subject).toBe('SCV Scoopers: your payment didn’t go through');
    for (const part of [visibleText(email.html), collapse(email.text)]) {
      expect(part).toContain('Hi Pat,');
      expect(part).toContain('($96.00)');
      expect(part).toContain('Update my card');
      expect(part).toContain('15 days after it failed (15 days from now)');
    }
    expect(email.html).toContain('href="http://localhost:3000/account"');
  });

  it('words later reminders as reminders and counts down to the suspension', () => {
    const email = paymentReminder({ ...input, day: 7, amountDue: null });
    expect(email.subject).toBe('SCV Scoopers: reminder, please update your card');
    expect(collapse(email.text)).toContain('(8 days from now)');
    expect(collapse(email.text)).not.toContain('$');
  });

  it('escapes the customer name in the HTML part', () => {
    const email = paymentReminder({ ...input, customerName: HOSTILE_NAME });
    expect(email.html).not.toContain('<script>');
  });
});

import { givenWhenThen } from '../../../../../test/support/given-when-then';
import { ERASED, fold } from '../../../event-store';
import { CONTACT_UPDATE_MESSAGES, LEAD_MESSAGES, RESEND_QUOTE_MESSAGES } from '../leads.messages';
import { AbandonLead, decideLead, inactivityDueAt, LEAD_STREAM_DEFINITION, LeadRejected, LeadStartBlocked, ProgressLead, ResendQuote, StartLead } from './lead';
import { LeadEvent, LeadStarted } from './lead.events';
import { hashLeadToken } from './lead-token';

const NOW = new Date('2026-01-15T17:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const HOUR = 3_600_000;
const MINUTE = 60_000;
const TOKEN = 'own-secret';

/** A recorded event, as the store hands it to evolve: the lead's times are the log's. */
const at = (occurredAt: string, event: LeadEvent): LeadEvent => Object.assign({}, event, { metadata: { occurredAt } });

const STARTED_DATA: LeadStarted = {
  leadId: 'own',
  contactInfo: 'sam@example.com',
  contactType: 'email',
  formType: 'quote',
  formData: { dogs: 1 },
  sourcePage: '/',
  referrer: 'direct',
  userAgent: 'test',
  userSession: 's1',
  existingClient: false,
  tokenHash: hashLeadToken(TOKEN),
};
const started = (occurredAt = ago(HOUR), over: Partial<LeadStarted> = {}) => at(occurredAt, { type: 'lead.started', data: { ...STARTED_DATA, ...over } });
const abandoned = (occurredAt: string, reason: 'staff' | 'page-hidden' | 'inactivity' = 'page-hidden') =>
  at(occurredAt, { type: 'lead.abandoned', data: { reason, lastFormData: null, by: null } });
const converted = (occurredAt = ago(HOUR / 2)) =>
  at(occurredAt, { type: 'lead.converted', data: { orderId: 'order-1', value: 4500, serviceType: 'one-time', customerName: 'Sam Lee' } });
const CONFIRMED: LeadEvent = { type: 'lead.existing-client-confirmed', data: {} };

const given = givenWhenThen(LEAD_STREAM_DEFINITION, decideLead);

const start = (over: Partial<StartLead> = {}): StartLead => ({
  type: 'start',
  leadId: 'new',
  tokenHash: 'new-hash',
  presentedToken: TOKEN,
  contactInfo: 'sam@example.com',
  formData: { dogs: 2 },
  sourcePage: '/quote',
  referrer: 'https://search.example',
  userAgent: 'agent',
  userSession: 's2',
  confirmExistingClient: false,
  isCustomer: false,
  signedInAsContact: false,
  ownOrderCarriedLead: false,
  now: NOW,
  ...over,
});

const newLead = (over: Partial<LeadStarted> = {}): LeadEvent => ({
  type: 'lead.started',
  data: {
    leadId: 'new',
    contactInfo: 'sam@example.com',
    contactType: 'email',
    formType: 'quote',
    formData: { dogs: 2 },
    sourcePage: '/quote',
    referrer: 'https://search.example',
    userAgent: 'agent',
    userSession: 's2',
    existingClient: false,
    tokenHash: 'new-hash',
    ...over,
  },
});
const REUSED: LeadEvent = { type: 'lead.reused', data: { sourcePage: '/quote', formData: { dogs: 2 } } };
const blocked = (reason: 'recently-abandoned' | 'existing-client') => ({ reason });

describe('lead decisions', () => {
  describe('start: create, reuse or block, over what the caller may know', () => {
    it('starts a new lead for a stranger, whatever the e-mail', () =>
      given()
        .when(start({ presentedToken: null }))
        .then([newLead()]));
    it('fills in a direct referrer and an anonymous session when the form sent none', () =>
      given()
        .when(start({ referrer: '', userSession: '' }))
        .then([newLead({ referrer: 'direct', userSession: 'anonymous' })]));
    it("records a customer's e-mail for staff without telling a stranger", () =>
      given()
        .when(start({ isCustomer: true }))
        .then([newLead({ existingClient: true })]));

    it('reuses its own open lead from the last 24 h', () =>
      given(started(ago(HOUR)))
        .when(start())
        .then([REUSED]));
    it('reuses its own lead in progress, up to a moment before 24 h', () =>
      given(started(ago(24 * HOUR - 1)), { type: 'lead.moved-to-in-progress', data: {} })
        .when(start())
        .then([REUSED]));
    it('starts afresh once its own lead is 24 h old', () =>
      given(started(ago(24 * HOUR)))
        .when(start())
        .then([newLead()]));
    it('does not reuse a lead without its secret, nor a lead of an erased person', () => {
      given(started())
        .when(start({ presentedToken: 'someone-else' }))
        .then([newLead()]);
      given(started())
        .when(start({ presentedToken: null }))
        .then([newLead()]);
      given(started(ago(HOUR), { contactInfo: ERASED }))
        .when(start())
        .then([newLead()]);
      given(started(ago(HOUR), { tokenHash: undefined }))
        .when(start())
        .then([newLead()]);
    });

    it('blocks a new lead while its own was abandoned less than 4 h ago', () =>
      given(started(ago(5 * HOUR)), abandoned(ago(4 * HOUR - 1)))
        .when(start())
        .thenRejected(blocked('recently-abandoned'), LeadStartBlocked));
    it('blocks at 3 h 59 min and lets a new lead start at 4 h', () => {
      given(started(ago(5 * HOUR)), abandoned(ago(3 * HOUR + 59 * MINUTE)))
        .when(start())
        .thenRejected(blocked('recently-abandoned'), LeadStartBlocked);
      given(started(ago(5 * HOUR)), abandoned(ago(4 * HOUR)))
        .when(start())
        .then([newLead()]);
    });
    it('blocks on an abandoned lead whatever closed it, staff or the timer', () =>
      given(started(ago(2 * HOUR)), abandoned(ago(HOUR), 'staff'))
        .when(start())
        .thenRejected(blocked('recently-abandoned'), LeadStartBlocked));

    it('asks a proven customer to confirm the Existing Client dialog first', () => {
      given()
        .when(start({ isCustomer: true, signedInAsContact: true }))
        .thenRejected(blocked('existing-client'), LeadStartBlocked);
      // Its own lead, paid for with an order that carried it.
      given(started(), converted())
        .when(start({ isCustomer: true, ownOrderCarriedLead: true }))
        .thenRejected(blocked('existing-client'), LeadStartBlocked);
      // Its own lead, on which it confirmed the dialog before.
      given(started(), CONFIRMED, abandoned(ago(5 * HOUR)))
        .when(start({ isCustomer: true }))
        .thenRejected(blocked('existing-client'), LeadStartBlocked);
    });
    it('asks even when its own lead was abandoned and then paid for an hour ago', () =>
      given(started(ago(3 * HOUR)), abandoned(ago(2 * HOUR)), converted(ago(HOUR)))
        .when(start({ isCustomer: true, ownOrderCarriedLead: true }))
        .thenRejected(blocked('existing-client'), LeadStartBlocked));
    it("starts the confirmed customer's new lead once the dialog says Yes, Continue", () =>
      given()
        .when(start({ isCustomer: true, signedInAsContact: true, confirmExistingClient: true }))
        .then([newLead({ existingClient: true }), CONFIRMED]));
    it('treats a lead paid for by an order that did not carry it as no proof', () =>
      given(started(), converted())
        .when(start({ isCustomer: true, ownOrderCarriedLead: false }))
        .then([newLead({ existingClient: true })]));
    it('tells nothing to a caller that proves nothing, confirmed or not', () => {
      given()
        .when(start({ isCustomer: true, confirmExistingClient: true }))
        .then([newLead({ existingClient: true })]);
      // A signed-in account that never bought.
      given()
        .when(start({ signedInAsContact: true }))
        .then([newLead()]);
    });
  });

  describe('progress', () => {
    const progress = (over: Partial<ProgressLead> = {}): ProgressLead => ({
      type: 'progress',
      token: TOKEN,
      step: 'address',
      formData: { dogs: 3 },
      moveToInProgress: false,
      contactFieldUpdate: null,
      ...over,
    });
    const PROGRESSED: LeadEvent = { type: 'lead.progressed', data: { step: 'address', formData: { dogs: 3 } } };
    const notFound = { status: 404, code: 'LEAD_NOT_FOUND', message: LEAD_MESSAGES.notFound };

    it('records the step and the form', () => given(started()).when(progress()).then([PROGRESSED]));
    it('moves an active lead to in progress once, when asked', () => {
      given(started())
        .when(progress({ moveToInProgress: true }))
        .then([PROGRESSED, { type: 'lead.moved-to-in-progress', data: {} }]);
      given(started(), { type: 'lead.moved-to-in-progress', data: {} })
        .when(progress({ moveToInProgress: true }))
        .then([PROGRESSED]);
    });
    it('records a changed contact, normalised; an unchanged one is not recorded again', () => {
      given(started())
        .when(progress({ contactFieldUpdate: { fieldType: 'email', value: ' Sam.New@Example.com ' } }))
        .then([PROGRESSED, { type: 'lead.contact-updated', data: { fieldType: 'email', value: 'sam.new@example.com' } }]);
      given(started())
        .when(progress({ contactFieldUpdate: { fieldType: 'name', value: ' <b>Sam</b> Lee ' } }))
        .then([PROGRESSED, { type: 'lead.contact-updated', data: { fieldType: 'name', value: 'Sam Lee' } }]);
      given(started())
        .when(progress({ contactFieldUpdate: { fieldType: 'email', value: 'SAM@example.com' } }))
        .then([PROGRESSED]);
      given(started(), { type: 'lead.contact-updated', data: { fieldType: 'phone', value: '555 123 4567' } })
        .when(progress({ contactFieldUpdate: { fieldType: 'phone', value: '555 123 4567' } }))
        .then([PROGRESSED]);
    });
    it.each([
      ['phone', '555 123', CONTACT_UPDATE_MESSAGES.phone],
      ['email', 'not-an-email', CONTACT_UPDATE_MESSAGES.email],
      ['name', 'Sam', CONTACT_UPDATE_MESSAGES.name],
      ['name', '   ', CONTACT_UPDATE_MESSAGES.name],
    ] as const)('refuses a contact update for %s of %j', (fieldType, value, message) =>
      given(started())
        .when(progress({ contactFieldUpdate: { fieldType, value } }))
        .thenRejected({ status: 400, code: 'VALIDATION_FAILED', message, errors: { 'contact_field_update.value': message } }, LeadRejected),
    );
    it('checks the contact update before anything else, even on an unknown lead', () =>
      given()
        .when(progress({ contactFieldUpdate: { fieldType: 'phone', value: '1' } }))
        .thenRejected({ status: 400 }, LeadRejected));
    it('does not find a lead without its secret, nor an unknown one', () => {
      given(started())
        .when(progress({ token: 'wrong' }))
        .thenRejected(notFound, LeadRejected);
      given(started())
        .when(progress({ token: null }))
        .thenRejected(notFound, LeadRejected);
      given().when(progress()).thenRejected(notFound, LeadRejected);
    });
    it('takes no progress on a closed lead', () => {
      given(started(), abandoned(ago(1)))
        .when(progress())
        .thenRejected({ status: 409, code: 'LEAD_CLOSED', title: LEAD_MESSAGES.closed, message: LEAD_MESSAGES.closedDetail('abandoned') }, LeadRejected);
      given(started(), converted())
        .when(progress())
        .thenRejected({ status: 409, message: 'This lead is converted; start a new one to keep tracking.' }, LeadRejected);
    });
  });

  describe('abandon', () => {
    const visitor = (token: string | null = TOKEN, over: Partial<AbandonLead> = {}): AbandonLead => ({
      type: 'abandon',
      reason: 'page-hidden',
      lastFormData: { dogs: 4 },
      by: null,
      owner: { token },
      ...over,
    });
    const staff: AbandonLead = { type: 'abandon', reason: 'staff', lastFormData: null, by: 'kim@example.com', owner: 'staff' };

    it('lets the visitor abandon its own open lead when the browser closes, with the last form', () =>
      given(started())
        .when(visitor(TOKEN, { reason: 'browser-closed' }))
        .then([{ type: 'lead.abandoned', data: { reason: 'browser-closed', lastFormData: { dogs: 4 }, by: null } }]));
    it('keeps the lead open on a hidden tab (issue 18 §6): no close, no follow-up, no 4-hour block; inactivity closes it later', () => {
      given(started()).when(visitor()).then([]);
      given(started(), { type: 'lead.moved-to-in-progress', data: {} }).when(visitor()).then([]);
    });
    it('does not find the lead for a visitor without its secret', () => {
      given(started()).when(visitor('wrong')).thenRejected({ status: 404, code: 'LEAD_NOT_FOUND' }, LeadRejected);
      given(started())
        .when(visitor('wrong', { reason: 'browser-closed' }))
        .thenRejected({ status: 404, code: 'LEAD_NOT_FOUND' }, LeadRejected);
    });
    it('lets staff close any open lead, saying who', () =>
      given(started(), { type: 'lead.moved-to-in-progress', data: {} })
        .when(staff)
        .then([{ type: 'lead.abandoned', data: { reason: 'staff', lastFormData: null, by: 'kim@example.com' } }]));
    it('changes nothing on a lead already closed (idempotent)', () => {
      given(started(), abandoned(ago(1)))
        .when(staff)
        .then([]);
      given(started(), converted()).when(visitor()).then([]);
    });
    it('does not find an unknown lead, for staff either', () =>
      given().when(staff).thenRejected({ status: 404, message: LEAD_MESSAGES.notFound }, LeadRejected));
  });

  describe('expire: the inactivity timer', () => {
    const INACTIVE = { type: 'lead.abandoned', data: { reason: 'inactivity', lastFormData: null, by: null } } as LeadEvent;
    it('abandons an open lead idle for exactly 30 minutes', () =>
      given(started(ago(30 * MINUTE)))
        .when({ type: 'expire', now: NOW })
        .then([INACTIVE]));
    it('leaves a lead idle for a moment less than 30 minutes', () =>
      given(started(ago(30 * MINUTE - 1)))
        .when({ type: 'expire', now: NOW })
        .then([]));
    it('counts from the last activity, not the start', () => {
      given(started(ago(2 * HOUR)), at(ago(29 * MINUTE), { type: 'lead.progressed', data: { step: 's', formData: {} } }))
        .when({ type: 'expire', now: NOW })
        .then([]);
      given(started(ago(2 * HOUR)), at(ago(31 * MINUTE), { type: 'lead.reused', data: { sourcePage: '/', formData: {} } }))
        .when({ type: 'expire', now: NOW })
        .then([INACTIVE]);
    });
    it('does nothing to a closed or unknown lead', () => {
      given(started(ago(2 * HOUR)), abandoned(ago(HOUR)))
        .when({ type: 'expire', now: NOW })
        .then([]);
      given(started(ago(2 * HOUR)), converted(ago(HOUR)))
        .when({ type: 'expire', now: NOW })
        .then([]);
      given().when({ type: 'expire', now: NOW }).then([]);
    });
  });

  describe('convert', () => {
    const order = { orderId: 'order-2', value: 9900, serviceType: 'subscription' as const, customerName: 'Sam Lee' };
    it('converts an open lead', () =>
      given(started())
        .when({ type: 'convert', order })
        .then([{ type: 'lead.converted', data: order }]));
    it('converts an abandoned lead too: the sale happened', () =>
      given(started(), abandoned(ago(1)))
        .when({ type: 'convert', order })
        .then([{ type: 'lead.converted', data: order }]));
    it('leaves a converted lead as it is, and an unknown one alone', () => {
      given(started(), converted()).when({ type: 'convert', order }).then([]);
      given().when({ type: 'convert', order }).then([]);
    });
  });

  describe('resend quote (issue 18 §17)', () => {
    const QUOTED = { serviceFrequency: 'weekly', numberOfDogs: '1', yardSize: 'small' };
    const quoted = (occurredAt = ago(HOUR)) => started(occurredAt, { formData: QUOTED });
    const resend = (over: Partial<ResendQuote> = {}): ResendQuote => ({
      type: 'resend-quote',
      by: 'kim@example.com',
      clickId: 'click-0001',
      unsubscribed: false,
      now: NOW,
      ...over,
    });
    const resent = (occurredAt: string, clickId = 'click-0001') => at(occurredAt, { type: 'lead.quote-resent', data: { by: 'kim@example.com', clickId } });
    const RESENT: LeadEvent = { type: 'lead.quote-resent', data: { by: 'kim@example.com', clickId: 'click-0001' } };

    it('records the resend on an open or abandoned lead with a quote, saying who', () => {
      given(quoted()).when(resend()).then([RESENT]);
      given(quoted(), abandoned(ago(1)))
        .when(resend())
        .then([RESENT]);
    });
    it('records one click once: a retried request adds nothing', () =>
      given(quoted(), resent(ago(MINUTE)))
        .when(resend())
        .then([]));
    it('refuses a second click within 10 minutes, and allows one after', () => {
      given(quoted(), resent(ago(10 * MINUTE - 1)))
        .when(resend({ clickId: 'click-0002' }))
        .thenRejected({ status: 429, code: 'QUOTE_RESENT_RECENTLY', message: RESEND_QUOTE_MESSAGES.tooSoon(10) }, LeadRejected);
      given(quoted(), resent(ago(10 * MINUTE)))
        .when(resend({ clickId: 'click-0002' }))
        .then([{ type: 'lead.quote-resent', data: { by: 'kim@example.com', clickId: 'click-0002' } }]);
    });
    it('refuses a customer, an erased person, a lead without a quote, an unsubscribed address and an unknown lead', () => {
      given(quoted(), converted()).when(resend()).thenRejected({ status: 409, code: 'LEAD_CONVERTED', message: RESEND_QUOTE_MESSAGES.converted }, LeadRejected);
      given(started(ago(HOUR), { formData: QUOTED, contactInfo: ERASED }))
        .when(resend())
        .thenRejected({ status: 409, code: 'LEAD_NO_EMAIL' }, LeadRejected);
      given(started()).when(resend()).thenRejected({ status: 409, code: 'LEAD_NO_QUOTE', message: RESEND_QUOTE_MESSAGES.noQuote }, LeadRejected);
      given(quoted())
        .when(resend({ unsubscribed: true }))
        .thenRejected({ status: 409, code: 'EMAIL_UNSUBSCRIBED' }, LeadRejected);
      given().when(resend()).thenRejected({ status: 404, code: 'LEAD_NOT_FOUND' }, LeadRejected);
    });
    it('counts a bin-only quote (a bin add-on, no frequency) as a quote', () =>
      given(started(ago(HOUR), { formData: { selectedAddOns: { trashBinService: true } } }))
        .when(resend())
        .then([RESENT]));
  });

  describe('evolve', () => {
    it('folds the history into the lead as it stands, with the log’s times', () => {
      const state = fold(LEAD_STREAM_DEFINITION, [
        started(ago(3 * HOUR)),
        at(ago(2 * HOUR), { type: 'lead.reused', data: { sourcePage: '/', formData: { dogs: 2 } } }),
        at(ago(HOUR), { type: 'lead.contact-updated', data: { fieldType: 'phone', value: '555 123 4567' } }),
        at(ago(50 * MINUTE), { type: 'lead.moved-to-in-progress', data: {} }),
        at(ago(40 * MINUTE), { type: 'lead.abandoned', data: { reason: 'page-hidden', lastFormData: { dogs: 5 }, by: null } }),
        converted(ago(10 * MINUTE)),
      ]);
      expect(state).toMatchObject({
        exists: true,
        leadId: 'own',
        status: 'converted',
        contactPhone: '555 123 4567',
        reuseCount: 1,
        formData: { dogs: 5 },
        createdAt: ago(3 * HOUR),
        lastActivityAt: ago(50 * MINUTE),
        abandonedAt: ago(40 * MINUTE),
        abandonReason: 'page-hidden',
        convertedAt: ago(10 * MINUTE),
        orderId: 'order-1',
        conversionValue: 4500,
      });
      expect(inactivityDueAt(state)).toEqual(new Date(NOW.getTime() - 20 * MINUTE));
    });
    it('keeps a lead converted or abandoned when it is moved to in progress afterwards', () =>
      expect(fold(LEAD_STREAM_DEFINITION, [started(), converted(), { type: 'lead.moved-to-in-progress', data: {} }]).status).toBe('converted'));
  });
});

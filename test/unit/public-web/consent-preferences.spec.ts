import { analyticsGranted, CONSENT_CHOICES, parseConsent } from '../../../public-web/src/consent/consent-preferences';

describe('consentPreferences (spec 000 §3)', () => {
  it('maps the three banner buttons to ad_storage and analytics_storage', () => {
    expect(CONSENT_CHOICES['reject-all']).toEqual({ ad_storage: 'denied', analytics_storage: 'denied' });
    expect(CONSENT_CHOICES['analytics-only']).toEqual({ ad_storage: 'denied', analytics_storage: 'granted' });
    expect(CONSENT_CHOICES['accept-all']).toEqual({ ad_storage: 'granted', analytics_storage: 'granted' });
  });

  it('reads a saved choice and treats anything else as no choice', () => {
    expect(parseConsent('{"ad_storage":"denied","analytics_storage":"granted"}')).toEqual({ ad_storage: 'denied', analytics_storage: 'granted' });
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('not json')).toBeNull();
    expect(parseConsent('{"ad_storage":"yes","analytics_storage":"granted"}')).toBeNull();
  });

  it('allows analytics only when analytics_storage is granted', () => {
    expect(analyticsGranted(null)).toBe(false);
    expect(analyticsGranted(CONSENT_CHOICES['reject-all'])).toBe(false);
    expect(analyticsGranted(CONSENT_CHOICES['analytics-only'])).toBe(true);
  });
});

import { leadStepLabel } from '../../../admin-ui/src/leads/lead-steps';

describe('leadStepLabel', () => {
  it('says how far the visitor got in business language', () => {
    expect(leadStepLabel('service-details')).toBe('Chose dogs, yard and visits');
    expect(leadStepLabel('customer-info')).toBe('Gave contact details');
    expect(leadStepLabel('checkout')).toBe('Went to payment');
  });
  it('shows an unknown step as recorded and nothing for none, without reading inherited keys', () => {
    expect(leadStepLabel('new-step')).toBe('new-step');
    expect(leadStepLabel('constructor')).toBe('constructor');
    expect(leadStepLabel(null)).toBeNull();
  });
});

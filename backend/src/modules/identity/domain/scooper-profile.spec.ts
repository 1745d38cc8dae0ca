import { SCOOPER_MESSAGES } from '../identity.messages';
import { checkScooperProfile, normalisePhone, ScooperProfileInput } from './scooper-profile';

const VALID: ScooperProfileInput = {
  name: '  Sam Scooper ',
  phone: '(661) 555-0123',
  homeAddress: ' 24000 Valencia Blvd ',
  homeZip: '91355',
  workingDays: ['friday', 'monday', 'wednesday', 'monday'],
  dailyCapacity: 25,
};

/** given staff's input for a scooper profile, when it is checked, then it is stored as … or refused with … */
const given = (changes: Partial<ScooperProfileInput>) => {
  const result = checkScooperProfile({ ...VALID, ...changes });
  return {
    thenStored: (expected: object) => expect(result).toEqual({ ok: true, fields: expect.objectContaining(expected) }),
    thenRefused: (errors: Record<string, string>) => expect(result).toEqual({ ok: false, errors }),
  };
};

describe('scooper profile rules', () => {
  it('trims the text, keeps the phone as 10 digits and orders the working days Monday-first without repeats', () =>
    given({}).thenStored({
      name: 'Sam Scooper',
      phone: '6615550123',
      homeAddress: '24000 Valencia Blvd',
      homeZip: '91355',
      workingDays: ['monday', 'wednesday', 'friday'],
      dailyCapacity: 25,
      active: true,
    }));

  it('gives a new scooper a daily capacity of 20 stops and no phone when none is given', () =>
    given({ dailyCapacity: undefined, phone: undefined }).thenStored({ dailyCapacity: 20, phone: null }));

  it('treats a blank phone as none', () => given({ phone: '   ' }).thenStored({ phone: null }));

  it('keeps a deactivation staff asked for', () => given({ active: false }).thenStored({ active: false }));

  it('accepts capacities from 1 to 60 stops', () => {
    given({ dailyCapacity: 1 }).thenStored({ dailyCapacity: 1 });
    given({ dailyCapacity: 60 }).thenStored({ dailyCapacity: 60 });
  });

  it('refuses a capacity of 0, 61 or a fraction', () => {
    for (const dailyCapacity of [0, 61, 2.5, -3]) given({ dailyCapacity }).thenRefused({ dailyCapacity: SCOOPER_MESSAGES.dailyCapacity });
  });

  it('refuses a profile without a working day, or with a day that is not a weekday name', () => {
    given({ workingDays: [] }).thenRefused({ workingDays: SCOOPER_MESSAGES.workingDaysRequired });
    given({ workingDays: ['monday', 'funday'] }).thenRefused({ workingDays: SCOOPER_MESSAGES.workingDaysInvalid });
    given({ workingDays: ['constructor'] }).thenRefused({ workingDays: SCOOPER_MESSAGES.workingDaysInvalid });
    given({ workingDays: ['Monday'] }).thenRefused({ workingDays: SCOOPER_MESSAGES.workingDaysInvalid });
  });

  it('refuses a ZIP that is not 5 digits', () => {
    for (const homeZip of ['9135', '91355-1234', 'ABCDE', '']) given({ homeZip }).thenRefused({ homeZip: SCOOPER_MESSAGES.homeZipInvalid });
  });

  it('refuses a blank name or address, and ones too long', () => {
    given({ name: '   ' }).thenRefused({ name: SCOOPER_MESSAGES.nameRequired });
    given({ name: 'n'.repeat(101) }).thenRefused({ name: SCOOPER_MESSAGES.nameTooLong });
    given({ homeAddress: '' }).thenRefused({ homeAddress: SCOOPER_MESSAGES.homeAddressRequired });
    given({ homeAddress: 'a'.repeat(201) }).thenRefused({ homeAddress: SCOOPER_MESSAGES.homeAddressTooLong });
  });

  it('names every field that breaks a rule at once', () =>
    given({ name: '', homeZip: 'x', workingDays: [], dailyCapacity: 99, phone: 'call me' }).thenRefused({
      name: SCOOPER_MESSAGES.nameRequired,
      phone: SCOOPER_MESSAGES.phoneInvalid,
      homeZip: SCOOPER_MESSAGES.homeZipInvalid,
      workingDays: SCOOPER_MESSAGES.workingDaysRequired,
      dailyCapacity: SCOOPER_MESSAGES.dailyCapacity,
    }));
});

describe('scooper phone numbers', () => {
  it('reads the usual ways of writing a US number', () => {
    for (const written of ['661-555-0123', '(661) 555 0123', '+1 661 555 0123', '6615550123', '1.661.555.0123']) {
      expect(normalisePhone(written)).toBe('6615550123');
    }
  });

  it('refuses too few or too many digits, letters, an area code starting 0 or 1, and very long text', () => {
    for (const written of ['555-0123', '661555012345', '661-555-CALL', '061-555-0123', '1'.repeat(41)]) expect(normalisePhone(written)).toBeNull();
  });
});

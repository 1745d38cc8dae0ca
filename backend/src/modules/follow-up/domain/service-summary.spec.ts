import { addOnNames, planLine } from './service-summary';

describe('the plan and add-ons a card shows, from whatever the visitor sent', () => {
  it('names a known plan and known add-ons', () => {
    expect(planLine({ serviceFrequency: 'weekly', numberOfDogs: '2', yardSize: 'medium' })).toMatch(/^Weekly · 2 dogs · Medium/);
    expect(addOnNames({ deodorizing: true, offSiteDisposal: false })).toHaveLength(1);
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__'])('ignores %s, a key of every object but of no price table', (key) => {
    expect(planLine({ serviceFrequency: key, numberOfDogs: key, yardSize: key })).toBeNull();
    expect(addOnNames(JSON.parse(`{"${key}": true}`))).toEqual([]);
  });
});

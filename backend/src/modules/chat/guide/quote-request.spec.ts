import { mergeQuoteRequests, normalise, readQuoteRequest } from './quote-request';

const read = (text: string) => readQuoteRequest(normalise(text));

describe('reading dogs, yard and frequency from what visitors type', () => {
  it.each([
    ['2 dogs', '2'],
    ['two big dogs', '2'],
    ['a couple of pups', '2'],
    ['just my dog', '1'],
    ['one puppy', '1'],
    ['3+ dogs', '3+'],
    ['we have 4 doggies', '3+'],
    ['2 dogs and a puppy', '3+'],
    ['Dogs: 2', '2'],
  ])('%s → %s dog(s)', (text, dogs) => expect(read(text).dogs).toBe(dogs));

  it('reads nothing from "my dogs" and notices when there is no dog', () => {
    expect(read('my dogs are friendly').dogs).toBeUndefined();
    expect(read("I don't have a dog").noDogs).toBe(true);
  });

  it.each([
    ['medium sized backyard', 'medium'],
    ['our yard is pretty big', 'large'],
    ['small lawn', 'small'],
    ['about 2,500 sq ft', 'medium'],
    ['800 square feet', 'small'],
    ['half an acre', 'large'],
    ['medium, weekly', 'medium'],
  ])('%s → %s yard', (text, yard) => expect(read(text).yard).toBe(yard));

  it('does not take a dog or a house for a yard', () => {
    expect(read('2 small dogs').yard).toBeUndefined();
    expect(read('we live in a small house').yard).toBeUndefined();
  });

  it.each([
    ['twice a week', 'twice-weekly'],
    ['2x per week', 'twice-weekly'],
    ['once a week', 'weekly'],
    ['every week', 'weekly'],
    ['once a month', 'monthly'],
    ['a one-time cleanup', 'one-time-cleanup'],
    ['Yard Rescue', 'one-time-cleanup'],
  ])('%s → %s', (text, frequency) => expect(read(text).frequency).toBe(frequency));

  it('knows every-other-week is not a plan', () => {
    expect(read('biweekly please')).toMatchObject({ everyOtherWeek: true });
    expect(read('biweekly please').frequency).toBeUndefined();
  });

  it('names add-ons', () => {
    expect(read('with deodorizing and off-site removal').addOns).toEqual(['deodorizing', 'offSiteDisposal']);
    expect(read('can you take the bins out and bring them back in').addOns).toEqual(['binTakeOut', 'binBringIn']);
    expect(read('am I locked in to a contract?').addOns).toEqual([]);
  });

  it('lets later turns override earlier ones', () => {
    const merged = mergeQuoteRequests([read('2 dogs, small yard'), read('actually a large yard, weekly')]);
    expect(merged).toMatchObject({ dogs: '2', yard: 'large', frequency: 'weekly' });
  });
});

describe('words that are keys of every object', () => {
  it.each(['constructor dogs', 'I have constructor puppies and a big yard'])('%s says nothing about how many dogs', (text) => {
    expect(read(text).dogs).toBeUndefined();
  });
});

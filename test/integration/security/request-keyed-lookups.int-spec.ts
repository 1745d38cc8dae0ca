import { createTestApp, TestApp } from '../../support/test-app';

/** Keys every plain object answers to: a price table looked up with one of them must not find anything. */
const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

describe('security: values the visitor sends never find a key of every object', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(PROTOTYPE_KEYS)("a quote for %s dogs, yard and frequency gets the spec's messages, not a price or a 500", async (key) => {
    const res = await t.http().post('/api/quotes/price').send({ serviceFrequency: key, numberOfDogs: key, yardSize: key }).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.errors).toEqual({
      numberOfDogs: 'Please select the number of dogs',
      yardSize: 'Please select your yard size',
      serviceFrequency: 'Please select a service frequency',
    });
  });

  it.each(['constructor', '__proto__', 'prototype'])('an add-on named %s is refused at the door, naming it', async (key) => {
    const res = await t
      .http()
      .post('/api/quotes/price')
      .set('Content-Type', 'application/json')
      .send(`{"serviceFrequency":"weekly","numberOfDogs":"1","yardSize":"small","addOns":{"${key}":true}}`)
      .expect(400);
    expect(res.body.errors).toEqual({ [`addOns.${key}`]: `${key} is not allowed` });
  });
});

import { CensusGeocoder } from '../../backend/src/modules/routing/census/census.geocoder';
import { Geocoder, RoutePlanner, SERVED_ZIP_CENTROIDS } from '../../backend/src/modules/routing';
import { CensusStandIn } from '../support/census-stand-in';
import { createTestApp, TestApp } from '../support/test-app';

describe('routing: the US Census geocoder against a local stand-in', () => {
  let census: CensusStandIn;
  let geocoder: CensusGeocoder;
  const house = { street: '24000 Valencia Blvd', zip: '91355', city: 'Valencia', lat: 34.41726, lng: -118.55812 };
  const centroid = (zip: string) => ({ ...SERVED_ZIP_CENTROIDS.get(zip), source: 'zip-centroid', precision: 'zip' });

  beforeAll(async () => {
    census = await CensusStandIn.start();
    // A short deadline keeps the hanging-Census case quick; nothing here asserts on time.
    geocoder = new CensusGeocoder({ baseUrl: `${census.baseUrl}/`, timeoutMs: 300 });
  });
  beforeEach(() => census.reset());
  afterAll(async () => {
    await census.close();
  });

  it('asks for the one-line address on the current benchmark in JSON, and places a matched house on its street', async () => {
    census.addHouse(house);
    const placed = await geocoder.geocode({ street: '  24000  Valencia Blvd ', city: 'Valencia', zip: '91355-2000' });
    expect(placed).toEqual({ lat: house.lat, lng: house.lng, source: 'census', precision: 'street' });
    expect(census.requests).toEqual([
      {
        path: '/geocoder/locations/onelineaddress',
        query: { address: '24000 Valencia Blvd, Valencia, CA 91355', benchmark: 'Public_AR_Current', format: 'json' },
      },
    ]);
  });

  it('leaves the town out when none is given', async () => {
    census.addHouse(house);
    expect(await geocoder.geocode({ street: '24000 Valencia Blvd', zip: '91355' })).toMatchObject({ source: 'census' });
    expect(census.requests[0].query.address).toBe('24000 Valencia Blvd, CA 91355');
  });

  it('falls back to the ZIP centroid when the Census finds no house, or only one in another ZIP', async () => {
    expect(await geocoder.geocode({ street: '1 Nowhere Ln', zip: '91351' })).toEqual(centroid('91351'));
    census.addHouse({ ...house, zip: '91354' });
    expect(await geocoder.geocode({ street: '24000 Valencia Blvd', zip: '91354 ' })).toMatchObject({ source: 'census' });
    census.reset();
    census.addHouse({ ...house, street: '24000 Valencia Blvd', zip: '93063' });
    expect(await geocoder.geocode({ street: '24000 Valencia Blvd', zip: '91355' })).toEqual(centroid('91355'));
  });

  it.each([
    ['answers 500', { status: 500 }],
    ['answers 400 with its errors list', { status: 400, body: JSON.stringify({ errors: ['Address cannot be empty'], status: '400' }) }],
    ['answers something other than JSON', { status: 200, body: '<html>maintenance</html>' }],
    ['answers JSON without a result', { status: 200, body: JSON.stringify({ status: 'ok' }) }],
    ['answers more than 2 MB', { status: 200, body: `{"result":{"addressMatches":[]},"padding":"${'x'.repeat(2_000_000)}"}` }],
    ['drops the connection', { drop: true as const }],
    ['hangs past the deadline', { hold: true as const }],
  ])('falls back to the ZIP centroid when the Census %s', async (_name, failure) => {
    census.addHouse(house);
    census.failNext(failure);
    expect(await geocoder.geocode({ street: house.street, zip: house.zip })).toEqual(centroid('91355'));
    expect(census.requests).toHaveLength(1);
  });

  it('answers null when neither the Census nor the table places the address', async () => {
    expect(await geocoder.geocode({ street: '350 Fifth Ave', city: 'New York', zip: '10118' })).toBeNull();
    census.failNext({ status: 503 });
    expect(await geocoder.geocode({ street: '350 Fifth Ave', zip: '10118' })).toBeNull();
  });

  it('asks nothing for a ZIP that is not a ZIP, an empty street, or an address too long for the Census', async () => {
    expect(await geocoder.geocode({ street: '1 A St', zip: 'constructor' })).toBeNull();
    expect(await geocoder.geocode({ street: '   ', zip: '91384' })).toEqual(centroid('91384'));
    expect(await geocoder.geocode({ street: 'A'.repeat(5_000_000), zip: '91390' })).toEqual(centroid('91390'));
    expect(census.requests).toEqual([]);
  });
});

describe('routing: wiring with GEOCODER=census', () => {
  let census: CensusStandIn;
  let t: TestApp;

  beforeAll(async () => {
    census = await CensusStandIn.start();
    t = await createTestApp({ env: { GEOCODER: 'census', CENSUS_GEOCODER_URL: census.baseUrl } });
  });
  afterAll(async () => {
    await t?.close();
    await census.close();
  });

  it('gives other modules the Census geocoder and the straight-line route planner through the module index', async () => {
    census.addHouse({ street: '27000 Sierra Hwy', zip: '91351', lat: 34.4301, lng: -118.4632 });
    const geocoder = t.app.get(Geocoder);
    expect(geocoder.kind).toBe('census');
    expect(await geocoder.geocode({ street: '27000 Sierra Hwy', zip: '91351' })).toEqual({
      lat: 34.4301,
      lng: -118.4632,
      source: 'census',
      precision: 'street',
    });
    const plan = await t.app.get(RoutePlanner).plan({ lat: 34.4, lng: -118.55 }, [{ id: 'v1', lat: 34.4301, lng: -118.4632, kind: 'scoop' }]);
    expect(plan).toMatchObject({ order: ['v1'], source: 'straight-line' });
  });
});

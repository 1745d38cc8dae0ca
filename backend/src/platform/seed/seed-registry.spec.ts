import { loadConfig } from '../../config/config';
import { SeedRegistry } from './seed-registry';

describe('SeedRegistry', () => {
  const registryFor = (env: Record<string, string>) => {
    const registry = new SeedRegistry(loadConfig(env));
    const ran: string[] = [];
    registry.register({ name: 'codes', run: async () => (ran.push('codes'), ['Demo discount code']) });
    return { registry, ran };
  };

  it('given demo content on, when the API or the single process starts, then it seeds and returns the banner lines', async () => {
    for (const ROLE of ['all', 'api']) {
      const { registry, ran } = registryFor({ ROLE, SEED_DEMO_CONTENT: 'true' });
      expect(await registry.runAll()).toEqual(['Demo discount code']);
      expect(ran).toEqual(['codes']);
    }
  });

  it('given a worker starting beside the API, when it starts, then it seeds nothing (the API does)', async () => {
    const { registry, ran } = registryFor({ ROLE: 'worker', SEED_DEMO_CONTENT: 'true' });
    expect(await registry.runAll()).toEqual([]);
    expect(ran).toEqual([]);
  });

  it('given demo content off, when the API starts, then it seeds nothing', async () => {
    const { registry, ran } = registryFor({ ROLE: 'api', SEED_DEMO_CONTENT: 'false' });
    expect(await registry.runAll()).toEqual([]);
    expect(ran).toEqual([]);
  });
});

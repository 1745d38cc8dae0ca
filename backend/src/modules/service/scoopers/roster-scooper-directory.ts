import { ScooperRoster } from '../../identity';
import { ScooperDirectory, ScooperFacts, ScooperHome } from '../domain/scooper-directory';

/** The directory over identity's scooper accounts: a deactivated account is no scooper to assign. */
export class RosterScooperDirectory extends ScooperDirectory {
  constructor(private readonly roster: ScooperRoster) {
    super();
  }

  async get(id: string): Promise<ScooperFacts | null> {
    const scooper = await this.roster.get(id);
    if (!scooper || !scooper.active) return null;
    return { id: scooper.id, name: scooper.name, workingDays: scooper.workingDays, dailyCapacity: scooper.dailyCapacity };
  }

  async home(id: string): Promise<ScooperHome | null> {
    const scooper = await this.roster.get(id);
    if (!scooper) return null;
    const { zip, lat, lng } = scooper.homeBase;
    return { id: scooper.id, name: scooper.name, homeBase: { zip, lat, lng } };
  }
}

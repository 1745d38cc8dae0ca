import { workDone } from '../consumers/visit-report.mailer';
import { photoKindOf, photosByKind } from './visit-photos';

describe('visit photos and report facts', () => {
  it('takes a stored kind, else the outcome’s: a skip’s photos show the skip, other photos are after photos', () => {
    expect(photoKindOf('before', 'completed')).toBe('before');
    expect(photoKindOf(null, 'completed')).toBe('after');
    expect(photoKindOf(undefined, 'skipped')).toBe('skip');
    expect(photoKindOf('__proto__', 'completed')).toBe('after');
  });

  it('groups photos before, after, skip, leaving out empty groups', () => {
    const photos = [
      { id: 'a', kind: 'after' as const },
      { id: 'b', kind: 'before' as const },
      { id: 'c', kind: 'after' as const },
    ];
    expect(photosByKind(photos)).toEqual([
      { kind: 'before', photos: [{ id: 'b', kind: 'before' }] },
      { kind: 'after', photos: [photos[0], photos[2]] },
    ]);
  });

  it('says what a visit did: the yard and its yard add-ons, or the bins', () => {
    expect(workDone('scoop', { deodorizing: true, offSiteDisposal: false, binTakeOut: true })).toEqual([
      'Picked up the dog waste in your yard',
      'Deodorized the yard',
    ]);
    expect(workDone('scoop', null)).toEqual(['Picked up the dog waste in your yard']);
    expect(workDone('bin-out', { deodorizing: true })).toEqual(['Rolled your trash bins out to the curb']);
    expect(workDone('bin-in', {})).toEqual(['Brought your trash bins back in from the curb']);
  });
});

import { Queryable } from '../../../platform/database/database';

export const VISIT_PHOTO_KINDS = ['before', 'after', 'skip'] as const;
export type VisitPhotoKind = (typeof VISIT_PHOTO_KINDS)[number];

/**
 * A photo's kind: the one stored with it when the uploads record one (before photos), else what the visit's outcome
 * makes it: a skipped visit's photos show the skip (the locked gate, the dog out), a visit's other photos are after photos.
 */
export function photoKindOf(stored: string | null | undefined, visitStatus: string): VisitPhotoKind {
  const known = VISIT_PHOTO_KINDS.find((kind) => kind === stored);
  if (known) return known;
  return visitStatus === 'skipped' ? 'skip' : 'after';
}

export interface VisitPhotoRef {
  id: string;
  kind: VisitPhotoKind;
  receivedAt: string;
}

/**
 * Every photo stored for a visit, oldest first. The kind is read from the row as JSON so a `kind` column the uploads
 * may gain is picked up, and its absence is no error.
 */
export async function photosOfVisit(client: Queryable, visitId: string, visitStatus: string): Promise<VisitPhotoRef[]> {
  const { rows } = await client.query<{ id: string; kind: string | null; received_at: Date }>(
    `select p.id, to_jsonb(p) ->> 'kind' as kind, p.received_at from visit_photos p where p.visit_id = $1 order by p.received_at, p.id`,
    [visitId],
  );
  return rows.map((row) => ({ id: row.id, kind: photoKindOf(row.kind, visitStatus), receivedAt: row.received_at.toISOString() }));
}

/** Groups photos by kind in the order a report shows them: before, after, then the skip's. */
export function photosByKind<T extends { kind: VisitPhotoKind }>(photos: readonly T[]): Array<{ kind: VisitPhotoKind; photos: T[] }> {
  return VISIT_PHOTO_KINDS.map((kind) => ({ kind, photos: photos.filter((photo) => photo.kind === kind) })).filter((group) => group.photos.length > 0);
}

import { PersonalDataEraser } from '../../../event-store';
import { ObjectStore } from '../../../platform/uploads/object-store';

/**
 * A person's visit photos go with them (DESIGN §13: "erased with the person"): the rows of the photos of their visits
 * and the objects in the uploads store (disk or the S3-compatible bucket). The rows go in the erasure's transaction,
 * so every photo route answers 404 at once; the objects are removed as they are listed (a rolled-back erasure leaves
 * rows whose files are gone, which the routes answer as not found too, and the erasure is run again).
 */
export function visitPhotosEraser(files: ObjectStore): PersonalDataEraser {
  return {
    name: 'visit_photos (objects in the uploads store)',
    async erase(subjectId, client) {
      const { rows } = await client.query<{ file: string }>(
        `delete from visit_photos p using visits v where v.id = p.visit_id and v.subject_id = $1 returning p.file`,
        [subjectId],
      );
      for (const { file } of rows) await files.delete(file);
    },
  };
}

import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { AppConfig } from '../../../config/config';
import { PersonalDataEraser } from '../../../event-store';
import { visitPhotoDirOf } from '../commands/store-visit-photo.command';

/**
 * A person's visit photos go with them (DESIGN §13: "erased with the person"): the rows of the photos of their visits
 * and the files in the uploads store. The rows go in the erasure's transaction, so every photo route answers 404 at
 * once; the files are removed as they are listed (a rolled-back erasure leaves rows whose files are gone, which the
 * routes answer as not found too, and the erasure is run again).
 */
export function visitPhotosEraser(config: AppConfig): PersonalDataEraser {
  return {
    name: 'visit_photos (files in the uploads store)',
    async erase(subjectId, client) {
      const { rows } = await client.query<{ file: string }>(
        `delete from visit_photos p using visits v where v.id = p.visit_id and v.subject_id = $1 returning p.file`,
        [subjectId],
      );
      const root = visitPhotoDirOf(config);
      for (const { file } of rows) {
        const path = resolve(join(root, file));
        // Only ever a file inside the photo store.
        if (relative(root, path).startsWith('..')) continue;
        await rm(path, { force: true });
      }
    },
  };
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventStore, ProjectionRegistry, replayProjection } from '../../backend/src/event-store';
import { resolveMasterKey } from '../../backend/src/event-store/vault/master-key';
import { restoreBackup, writeBackup } from '../../backend/src/platform/backup/backup';
import { Database } from '../../backend/src/platform/database/database';
import { fileConfirmedDeletion } from '../support/data-deletion';
import { createTestApp, TestApp } from '../support/test-app';
import { createTestDatabase } from '../support/test-database';

/**
 * Issue 20, backups: one archive of the database and the sealed vault key, restored into an empty database of
 * the same version. After it, a replay --verify finds every read table as the events say (the events decrypt
 * with the restored key), the kept person's data reads back, and the person erased before the backup stays erased.
 */
describe('platform: backup and restore round trip', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scv-backup-'));
  const file = join(dir, 'scv.scvbak');
  const passphrase = 'staple battery horse';
  let source: TestApp;
  let restored: TestApp | undefined;
  let keptLead: string;
  let goneLead: string;

  beforeAll(async () => {
    source = await createTestApp();
    keptLead = (await source.http().post('/api/leads').send({ contact_info: 'kept@example.com', contact_type: 'email' }).expect(200)).body.leadId;
    goneLead = (await source.http().post('/api/leads').send({ contact_info: 'gone@example.com', contact_type: 'email' }).expect(200)).body.leadId;
    const requestId = await fileConfirmedDeletion(source, 'gone@example.com', 'Gone Person');
    const admin = await source.signIn('admin');
    await source.http().post(`/api/admin/data-deletion-requests/${requestId}/erase`).set('Cookie', admin).expect(200);
  });
  afterAll(async () => {
    await restored?.close();
    await source?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores into an empty database: replay --verify passes, personal data decrypts, the erased person stays erased', async () => {
    const summary = await writeBackup({ url: source.database.url, file, masterKey: resolveMasterKey(source.config), passphrase });
    expect(summary.rows).toBeGreaterThan(0);

    const target = await createTestDatabase();
    await expect(restoreBackup({ url: target.url, file, passphrase: 'not the passphrase' })).rejects.toThrow(
      'Wrong passphrase: the vault key in this backup cannot be opened with it',
    );
    const back = await restoreBackup({ url: target.url, file, passphrase });
    expect(back.masterKey.equals(resolveMasterKey(source.config))).toBe(true);
    await expect(restoreBackup({ url: target.url, file, passphrase })).rejects.toThrow(/The target database is not empty \(\d+ events\)/);

    restored = await createTestApp({ database: target });
    const db = restored.app.get(Database);
    const store = restored.app.get(EventStore);
    for (const projection of restored.app.get(ProjectionRegistry).all()) {
      const report = await replayProjection(db, store, projection, { verify: true });
      expect({ projection: projection.name, differences: Object.values(report.differences).filter((n) => n > 0) }).toEqual({
        projection: projection.name,
        differences: [],
      });
    }
    const contact = async (leadId: string) => (await store.readStream(`lead-${leadId}`))[0].data as { contactInfo?: unknown };
    expect((await contact(keptLead)).contactInfo).toBe('kept@example.com');
    expect((await contact(goneLead)).contactInfo).not.toBe('gone@example.com');
    const everything = JSON.stringify(await target.db.query(`select * from lead_tracking`));
    expect(everything).toContain('kept@example.com');
    expect(everything).not.toContain('gone@example.com');

    // New events after the restore are read by the consumers like any other.
    await restored.http().post('/api/leads').send({ contact_info: 'after@example.com', contact_type: 'email' }).expect(200);
  });

  it('refuses a file that is not a backup, with a clear message', async () => {
    const junk = join(dir, 'junk.scvbak');
    writeFileSync(junk, 'not gzip at all');
    const target = await createTestDatabase();
    try {
      await expect(restoreBackup({ url: target.url, file: junk, passphrase })).rejects.toThrow(/is not a (readable )?backup/);
    } finally {
      await target.close();
    }
  });
});

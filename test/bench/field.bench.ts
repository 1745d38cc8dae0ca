import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { AppConfig } from '../../backend/src/config/config';
import { EventStore } from '../../backend/src/event-store';
import { RecordFieldActionCommand } from '../../backend/src/modules/service/commands/field-action.command';
import { StoreVisitPhotoCommand } from '../../backend/src/modules/service/commands/store-visit-photo.command';
import { VISIT_STREAM_DEFINITION } from '../../backend/src/modules/service/domain/visit';
import { localDate } from '../../backend/src/platform/time/local-time';
import { startBenchApp } from './bench-app';
import { fmtMs, fmtRate, LatencyRecorder, now } from './stats';
import { initialJavaScript } from './web.bench';

/** The built public site (dist/public-web): the field app is its field.html entry. Compiled, this file runs from dist/bench/test/bench. */
const WEB_DIST = join(resolve(__dirname, '../../../..'), 'dist/public-web');
const FIELD_JS_BUDGET_KB = 120;

const SCOOPERS = Number(process.env.BENCH_FIELD_SCOOPERS ?? 8);
const STOPS = Number(process.env.BENCH_FIELD_STOPS ?? 15);
/** About what the field app sends: a ~1600 px JPEG shrunk to at most 400 kB. */
const PHOTO_BYTES = Number(process.env.BENCH_FIELD_PHOTO_KB ?? 300) * 1024;

/** A phone-like JPEG (JFIF, EXIF with a GPS position, a comment) whose scan is `bytes` long. */
function phonePhoto(bytes: number): Buffer {
  const segment = (marker: number, payload: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(payload.length + 2, 2);
    return Buffer.concat([head, payload]);
  };
  // Entropy-coded data never holds a bare 0xFF.
  const scan = randomBytes(bytes).map((b) => (b === 0xff ? 0xfe : b));
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(0xe1, Buffer.from('Exif\0\0GPSLatitude 34.4271 GPSLongitude -118.4452', 'latin1')),
    segment(0xfe, Buffer.from('24 Orchard Lane', 'latin1')),
    segment(0xdb, Buffer.from([0, 1, 2, 3, 4])),
    segment(0xda, Buffer.from([1, 2, 3])),
    scan,
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * `npm run bench -- field` (issue 16): N scoopers working their routes at once, each stop a photo upload (stored,
 * metadata stripped, server-time-stamped) then Complete (the visit's decide, one event, the texts consumer behind it).
 * It drives the same commands the field routes run (no HTTP or multipart parsing), on the real app and database, and
 * prints photo+complete throughput and its p50/p99, and each half's p99.
 */
export async function runFieldBench(): Promise<void> {
  const uploads = mkdtempSync(join(tmpdir(), 'bench-field-'));
  const bench = await startBenchApp({ connections: 1, env: { UPLOAD_DIR: join(uploads, 'uploads') } });
  try {
    const config = bench.app.get(AppConfig);
    const commands = bench.app.get(CommandBus);
    const visits = bench.app.get(EventStore).stream(VISIT_STREAM_DEFINITION);
    const today = localDate(config.business.timeZone, new Date());
    const routes: Array<{ scooperId: string; visitIds: string[] }> = [];
    for (let s = 0; s < SCOOPERS; s++) {
      const scooperId = randomUUID();
      const visitIds: string[] = [];
      for (let i = 0; i < STOPS; i++) {
        const visitId = randomUUID();
        await visits.append(
          visitId,
          'no-stream',
          [
            {
              type: 'visit.scheduled',
              data: {
                visitId,
                planId: randomUUID(),
                orderId: randomUUID(),
                key: `bench:${i}`,
                kind: 'scoop',
                date: today,
                window: { start: '08:00', end: '17:00' },
              },
            },
            { type: 'visit.assigned', data: { scooperId, by: 'bench' } },
          ],
          { metadata: { actor: 'bench' } },
        );
        visitIds.push(visitId);
      }
      routes.push({ scooperId, visitIds });
    }
    const photo = phonePhoto(PHOTO_BYTES);
    const both = new LatencyRecorder();
    const uploadsOnly = new LatencyRecorder();
    const completes = new LatencyRecorder();
    const started = now();
    await Promise.all(
      routes.map(async ({ scooperId, visitIds }) => {
        for (const visitId of visitIds) {
          const t0 = now();
          const photoId = randomUUID();
          await commands.execute(new StoreVisitPhotoCommand(visitId, scooperId, photoId, { size: photo.length, buffer: photo }));
          const t1 = now();
          const result = await commands.execute(
            new RecordFieldActionCommand(visitId, scooperId, { type: 'complete', clientId: randomUUID(), photoIds: [photoId] }, null),
          );
          const t2 = now();
          if (result.status !== 'completed') throw new Error(`stop ${visitId} did not complete: ${JSON.stringify(result)}`);
          uploadsOnly.record(t1 - t0);
          completes.record(t2 - t1);
          both.record(t2 - t0);
        }
      }),
    );
    const window = now() - started;
    const all = both.summary(window);
    process.stdout.write(
      [
        `field: ${SCOOPERS} scoopers × ${STOPS} stops, ${Math.round(PHOTO_BYTES / 1024)} kB photos, all at once`,
        `  photo + complete: ${all.count} stops in ${fmtMs(window)} ms = ${fmtRate(all.perSecond)} stops/s; p50 ${fmtMs(all.p50)} ms, p99 ${fmtMs(all.p99)} ms, max ${fmtMs(all.max)} ms`,
        `  photo upload alone: p99 ${fmtMs(uploadsOnly.summary(window).p99)} ms; complete alone: p99 ${fmtMs(completes.summary(window).p99)} ms`,
        '',
      ].join('\n'),
    );
    if (existsSync(join(WEB_DIST, 'field.html'))) {
      const js = initialJavaScript(WEB_DIST, '/', 'field.html');
      const kb = js.totalGzip / 1024;
      process.stdout.write(
        `field app initial JavaScript: ${kb.toFixed(1)} kB gz in ${js.files.length} files  [budget ≤${FIELD_JS_BUDGET_KB} kB gz: ${kb <= FIELD_JS_BUDGET_KB ? 'PASS' : 'MISS'}]\n`,
      );
    } else process.stdout.write('field app initial JavaScript: not measured (run `npm run build` first)\n');
  } finally {
    await bench.close();
    rmSync(uploads, { recursive: true, force: true });
  }
}

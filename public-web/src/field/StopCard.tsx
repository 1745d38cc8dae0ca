import { ChangeEvent, useRef, useState } from 'react';
import { Stop } from './field-api';
import type { QueuedItem } from './field-queue';
import { shrinkPhoto } from './shrink-photo';
import { dateFormat } from '../ui/dates';

export const SKIP_REASONS = [
  { value: 'locked-gate', label: 'Locked gate', photo: true },
  { value: 'dog-out', label: 'Dog out', photo: true },
  { value: 'weather', label: 'Weather', photo: false },
  { value: 'customer-asked', label: 'Customer asked', photo: false },
  { value: 'other', label: 'Other', photo: false },
] as const;

const KIND: Record<Stop['kind'], string> = { scoop: 'Scoop', 'bin-out': 'Bins out', 'bin-in': 'Bins in' };
const BIN_TASK: Record<string, string> = { 'take-out': 'Roll the bins out to the curb', 'bring-in': 'Bring the bins back in' };
const CLOCK = dateFormat({ hour: 'numeric', minute: '2-digit' });
const time = (iso: string | null) => (iso ? CLOCK(new Date(iso)) : '');

/** One stop: what the scooper needs at the gate, and the buttons for the next step, large and at the bottom for a thumb. */
export function StopCard({ stop, waiting, onQueue }: { stop: Stop; waiting: boolean; onQueue: (items: QueuedItem[]) => Promise<void> }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [skipping, setSkipping] = useState(false);
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const completeInput = useRef<HTMLInputElement>(null);
  const beforeInput = useRef<HTMLInputElement>(null);
  const needsBefore = !!stop.beforePhotoRequired && !stop.beforePhotoTaken;
  const skipInput = useRef<HTMLInputElement>(null);
  const open = stop.status === 'assigned';
  const address = [stop.address.streetAddress, stop.address.city].filter(Boolean).join(', ') || 'Address not given';

  const run = async (label: string, work: () => Promise<QueuedItem[]>) => {
    setBusy(label);
    setError(null);
    try {
      await onQueue(await work());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Something went wrong');
    } finally {
      setBusy(null);
    }
  };

  const action = (name: 'on-my-way' | 'start' | 'complete' | 'skip', body: Record<string, unknown> = {}): QueuedItem => ({
    visitId: stop.visitId,
    kind: 'action',
    action: name,
    body: { clientId: crypto.randomUUID(), ...body },
  });
  const photoOf = async (file: File, photoKind: 'before' | 'after' | 'skip' = 'after'): Promise<QueuedItem & { kind: 'photo' }> => ({
    visitId: stop.visitId,
    kind: 'photo',
    photoId: crypto.randomUUID(),
    photo: await shrinkPhoto(file),
    photoKind,
  });

  // The plan wants proof of the yard as found: the before photo goes first, then Start (in that order in the outbox).
  const onBeforePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run('Starting…', async () => [await photoOf(file, 'before'), action('start')]);
  };

  const onCompletePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void run('Completing…', async () => {
      const photo = await photoOf(file);
      return [photo, action('complete', { photoIds: [photo.photoId] })];
    });
  };

  const skip = (file: File | null) =>
    void run('Skipping…', async () => {
      const photo = file ? await photoOf(file, 'skip') : null;
      setSkipping(false);
      return [...(photo ? [photo] : []), action('skip', { reason, note: note.trim() || null, photoIds: photo ? [photo.photoId] : [] })];
    });

  const needsPhoto = SKIP_REASONS.find((r) => r.value === reason)?.photo ?? false;
  const onSkipPhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) skip(file);
  };

  return (
    <article className={`field-card field-stop field-stop-${stop.status}`} aria-label={`Stop ${stop.position}: ${address}`}>
      <div className="field-stop-head">
        <span className="field-stop-number" aria-hidden="true">
          {stop.position}
        </span>
        <div>
          <h2>{stop.customerName ?? 'Customer'}</h2>
          <p className="field-meta">
            {KIND[stop.kind]} · {stop.window.start}–{stop.window.end}
          </p>
          <StatusChip stop={stop} />
          {waiting && <span className="field-chip field-chip-waiting">Waiting to sync</span>}
        </div>
      </div>
      {stop.mapsUrl ? (
        <a className="field-address" href={stop.mapsUrl} target="_blank" rel="noopener noreferrer">
          {address} <span className="field-hint">Open in maps</span>
        </a>
      ) : (
        <p className="field-address">{address}</p>
      )}
      {stop.keepInWarning && (
        <p className="field-warning" role="note">
          <strong>Dogs:</strong> {stop.keepInWarning}
        </p>
      )}
      <dl className="field-facts">
        {stop.gateCode && (
          <>
            <dt>Gate code</dt>
            <dd className="field-gate">{stop.gateCode}</dd>
          </>
        )}
        {stop.dogNames.length > 0 && (
          <>
            <dt>Dogs</dt>
            <dd>{stop.dogNames.join(', ')}</dd>
          </>
        )}
        {stop.binTasks.map((task) => (
          <div key={task} className="field-fact-row">
            <dt>Bins</dt>
            <dd>{BIN_TASK[task]}</dd>
          </div>
        ))}
        {stop.notes && (
          <>
            <dt>Notes</dt>
            <dd>{stop.notes}</dd>
          </>
        )}
      </dl>
      {error && (
        <p className="field-error-text" role="alert">
          {error}
        </p>
      )}
      {busy && (
        <p className="field-status" role="status">
          {busy}
        </p>
      )}
      {open && !skipping && (
        <div className="field-actions">
          {!stop.onTheWayAt && (
            <button
              type="button"
              className="field-button"
              disabled={!!busy}
              onClick={() => void run('Telling the customer…', () => Promise.resolve([action('on-my-way')]))}
            >
              On my way
            </button>
          )}
          {!stop.startedAt &&
            (needsBefore ? (
              <button type="button" className="field-button" disabled={!!busy} onClick={() => beforeInput.current?.click()}>
                Start with before photo
              </button>
            ) : (
              <button type="button" className="field-button" disabled={!!busy} onClick={() => void run('Starting…', () => Promise.resolve([action('start')]))}>
                Start
              </button>
            ))}
          <input
            ref={beforeInput}
            className="field-file"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={onBeforePhoto}
            aria-label="Before photo"
          />
          <button type="button" className="field-button field-primary" disabled={!!busy} onClick={() => completeInput.current?.click()}>
            Complete with photo
          </button>
          <button type="button" className="field-button field-quiet" disabled={!!busy} onClick={() => setSkipping(true)}>
            Skip
          </button>
          <input
            ref={completeInput}
            className="field-file"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={onCompletePhoto}
            aria-label="After photo"
          />
        </div>
      )}
      {open && skipping && (
        <fieldset className="field-skip">
          <legend>Why are you skipping?</legend>
          {SKIP_REASONS.map((option) => (
            <label key={option.value} className="field-radio">
              <input
                type="radio"
                name={`reason-${stop.visitId}`}
                value={option.value}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
              />
              {option.label}
              {option.photo && <span className="field-hint"> (photo needed)</span>}
            </label>
          ))}
          <label className="field-note">
            Note {reason === 'other' ? '(required)' : '(optional)'}
            <textarea maxLength={500} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          </label>
          <div className="field-actions">
            {needsPhoto ? (
              <button type="button" className="field-button field-primary" disabled={!!busy} onClick={() => skipInput.current?.click()}>
                Take photo and skip
              </button>
            ) : (
              <button type="button" className="field-button field-primary" disabled={!!busy || !reason} onClick={() => skip(null)}>
                Skip this stop
              </button>
            )}
            <button type="button" className="field-button field-quiet" disabled={!!busy} onClick={() => setSkipping(false)}>
              Back
            </button>
            <input ref={skipInput} className="field-file" type="file" accept="image/*" capture="environment" onChange={onSkipPhoto} aria-label="Skip photo" />
          </div>
        </fieldset>
      )}
    </article>
  );
}

function StatusChip({ stop }: { stop: Stop }) {
  if (stop.status === 'completed') return <span className="field-chip field-chip-done">Done {time(stop.finishedAt)}</span>;
  if (stop.status === 'skipped')
    return (
      <span className="field-chip field-chip-skipped">Skipped: {SKIP_REASONS.find((r) => r.value === stop.skipReason)?.label.toLowerCase() ?? 'other'}</span>
    );
  if (stop.status === 'missed') return <span className="field-chip field-chip-skipped">Missed</span>;
  if (stop.startedAt) return <span className="field-chip field-chip-active">Started {time(stop.startedAt)}</span>;
  if (stop.onTheWayAt) return <span className="field-chip field-chip-active">On the way</span>;
  return null;
}

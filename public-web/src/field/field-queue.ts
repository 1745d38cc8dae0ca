/**
 * The field app's outbox (issue 16): every action and photo is written to IndexedDB first, with the ids the phone
 * generated for it, and sent from there in order. With no signal it waits; sent again, the server adds nothing twice.
 */
export type QueuedItem =
  | { seq?: number; visitId: string; kind: 'photo'; photoId: string; photo: Blob; photoKind?: 'before' | 'after' | 'skip' }
  | { seq?: number; visitId: string; kind: 'action'; action: 'on-my-way' | 'start' | 'complete' | 'skip'; body: Record<string, unknown> };

const DB = 'scv-field';
const STORE = 'outbox';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | undefined> {
  const db = await open();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = work(tx.objectStore(STORE));
    tx.oncomplete = () => {
      db.close();
      resolve(request ? request.result : undefined);
    };
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
  });
}

export async function enqueue(items: QueuedItem[]): Promise<void> {
  await run('readwrite', (store) => {
    for (const item of items) store.add(item);
  });
}

export async function queued(): Promise<QueuedItem[]> {
  return ((await run('readonly', (store) => store.getAll() as IDBRequest<QueuedItem[]>)) ?? []).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function dequeue(seq: number): Promise<void> {
  await run('readwrite', (store) => {
    store.delete(seq);
  });
}

// The little of IndexedDB the app needs, as promises: open a database (creating its stores on
// first use) and run one transaction. The offline query cache and the scoring outbox each keep
// their own database, so neither's schema changes touch the other.

export const promised = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

/** Whether this browser (or test environment) has IndexedDB at all. */
export const hasIndexedDb = (): boolean => typeof indexedDB !== 'undefined';

export const openDatabase = (
  name: string,
  version: number,
  upgrade: (db: IDBDatabase) => void,
): Promise<IDBDatabase> =>
  new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = () => upgrade(request.result);
    request.onsuccess = () => {
      const db = request.result;
      // Another tab opening a newer version must not wait on us forever.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(`Could not open ${name}`));
    request.onblocked = () => reject(new Error(`${name} is held open by an older tab`));
  });

/**
 * Runs `work` in one transaction and resolves with its result once the transaction commits, so
 * a caller that awaits it knows the data is on disk.
 */
export const transaction = <T>(
  db: IDBDatabase,
  stores: string | string[],
  mode: IDBTransactionMode,
  work: (tx: IDBTransaction) => Promise<T> | T,
): Promise<T> =>
  new Promise((resolve, reject) => {
    const tx = db.transaction(stores, mode);
    let result: T;
    let failed = false;
    tx.oncomplete = () => {
      if (!failed) resolve(result);
    };
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    Promise.resolve()
      .then(() => work(tx))
      .then(
        (value) => {
          result = value;
        },
        (error: unknown) => {
          failed = true;
          tx.abort();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
  });

// An outbox entry as the pages see it, and what every page asks of one. Kept apart from the outbox
// itself (scoring-outbox.ts) so the app shell can show what is waiting without loading it.
import type { StoredEntry } from './outbox-store.ts';

/**
 * Where an entry stands, as the page shows it: on its way (sending), kept on the device and not
 * sent yet (queued: no signal, or waiting behind an earlier entry; failed: its last delivery got
 * no answer), in conflict, refused with the server's reason, or saved.
 */
export type EntryStatus = 'sending' | 'queued' | 'failed' | 'conflict' | 'refused' | 'saved';

export interface OutboxEntry extends StoredEntry {
  status: EntryStatus;
}

/** The channel the tabs' outboxes announce their changes on. */
export const OUTBOX_CHANNEL = 'cueleague-outbox';

/** Entries the server does not have yet. */
export const isPending = (entry: OutboxEntry | undefined): boolean =>
  entry?.status === 'sending' || entry?.status === 'queued' || entry?.status === 'failed';

/** Kept on the device and not on its way right now: no signal, or waiting for a retry. */
export const isNotSent = (entry: OutboxEntry | undefined): boolean =>
  entry?.status === 'queued' || entry?.status === 'failed';

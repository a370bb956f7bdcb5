import { idSchema } from '@cueleague/domain/entities';
import { noContentSchema } from '@cueleague/domain/responses';
import { z } from 'zod';

export const idParams = z.object({ id: idSchema });
export const matchFrameParams = z.object({ id: idSchema, frameId: idSchema });

/**
 * The options of a public read: its OpenAPI tag and schema, and `cache: true`, so its answer is
 * kept as ready bytes until the next write.
 */
export const cachedRead = <S extends object>(tag: string, schema: S) => ({
  config: { cache: true },
  schema: { tags: [tag], ...schema },
});

/** The options of a write with a request body: its OpenAPI tag, body and answers. */
export const writeRoute = <B, R extends object>(tag: string, body: B, response: R) => ({
  schema: { tags: [tag], body, response },
});

/** The options of a write to the record at `/:id`: its OpenAPI tag, request body and answers. */
export const writeById = <B, R extends object>(tag: string, body: B, response: R) => ({
  schema: { tags: [tag], params: idParams, body, response },
});

/**
 * A write route's options, marked as changing nothing a cached public read shows (a session,
 * one's own notifications, the ledger): its writes keep the cached reads (write-transaction.ts).
 */
export const privately = <O extends object>(options: O) => ({
  ...options,
  config: { keepsPublicReads: true },
});

/** The options of a delete of the record at `/:id`, which answers 204 with no content. */
export const deleteById = (tag: string) => ({
  schema: { tags: [tag], params: idParams, response: { 204: noContentSchema } },
});

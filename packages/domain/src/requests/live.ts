// The live channel (live-protocol.ts): the topics and what a client sends on the socket.
import { z } from 'zod';
import { LONG_POLL_TIMEOUT_MAX_S, LONG_POLL_TIMEOUT_MIN_S } from '../constants.ts';
import { parseTopic } from '../live-protocol.ts';

export const topicSchema = z
  .string()
  .refine((topic) => parseTopic(topic) !== null, 'Unknown topic');

/** What a client sends on the socket. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    topic: topicSchema,
    cursor: z.number().int().min(0).optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), topic: topicSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

export const livePollQuerySchema = z.strictObject({
  topics: z
    .string()
    .transform((value) => value.split(',').filter((topic) => topic.length > 0))
    .pipe(z.array(topicSchema).min(1).max(50)),
  cursor: z.coerce.number().int().min(0).optional(),
  timeout: z.coerce
    .number()
    .int()
    .min(LONG_POLL_TIMEOUT_MIN_S)
    .max(LONG_POLL_TIMEOUT_MAX_S)
    .default(25),
});

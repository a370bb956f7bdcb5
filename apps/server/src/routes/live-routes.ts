// The live channel: a WebSocket at /api/live (subscribe to topics, get a snapshot, then an event
// after each commit; resume from a cursor after a reconnect), and long polling at /api/live/poll
// for networks that block WebSockets.
import { livePollQuerySchema } from '@cueleague/domain/requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { errorBody } from '../http/http-error.ts';
import { snapshotOf, TOPIC_PATTERN } from '../live/snapshots.ts';
import { wsText } from '../live/ws-text.ts';

const MAX_TOPICS_PER_SOCKET = 50;

const clientMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    topic: z.string().regex(TOPIC_PATTERN),
    cursor: z.number().int().min(0).optional(),
  }),
  z.object({ type: z.literal('unsubscribe'), topic: z.string().regex(TOPIC_PATTERN) }),
  z.object({ type: z.literal('ping') }),
]);

/** Sends a message as a text frame; an event's bytes (a Buffer) go out as they are, unencoded. */
const send = (socket: WebSocket, message: unknown): void => {
  if (socket.readyState !== socket.OPEN) return;
  if (Buffer.isBuffer(message)) socket.send(message, { binary: false });
  else socket.send(typeof message === 'string' ? message : JSON.stringify(message));
};

export const registerLiveRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();

  const heartbeat = setInterval(() => {
    for (const socket of sockets) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, ctx.config.liveHeartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const socket of sockets) socket.terminate();
  });

  api.route({
    method: 'GET',
    url: '/live',
    schema: { tags: ['live'], hide: true },
    // A plain GET (no upgrade) gets a clear answer instead of an empty 404.
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('Upgrade', 'websocket')
        .send(errorBody('bad_request', 'Connect with a WebSocket, or long-poll /api/live/poll.')),
    wsHandler: (socket) => {
      sockets.add(socket);
      ctx.live.stats.sockets += 1;
      alive.set(socket, true);
      const subscriptions = new Map<string, () => void>();
      socket.on('pong', () => alive.set(socket, true));
      socket.on('close', () => {
        sockets.delete(socket);
        ctx.live.stats.sockets -= 1;
        for (const unsubscribe of subscriptions.values()) unsubscribe();
        subscriptions.clear();
      });
      socket.on('message', (raw) => {
        let parsed: z.infer<typeof clientMessage>;
        try {
          parsed = clientMessage.parse(JSON.parse(wsText(raw)));
        } catch {
          send(socket, {
            type: 'error',
            message: 'Unknown message: send {"type":"subscribe","topic":"live"}.',
          });
          return;
        }
        if (parsed.type === 'ping') return send(socket, { type: 'pong' });
        if (parsed.type === 'unsubscribe') {
          subscriptions.get(parsed.topic)?.();
          subscriptions.delete(parsed.topic);
          return;
        }
        const { topic, cursor } = parsed;
        if (subscriptions.has(topic)) return;
        if (subscriptions.size >= MAX_TOPICS_PER_SOCKET) {
          return send(socket, {
            type: 'error',
            message: `At most ${MAX_TOPICS_PER_SOCKET} topics per connection.`,
          });
        }
        // Listen first and hold events back until the catch-up is sent, so none slips between;
        // after that, pass on only what is newer than what this client already has.
        let held: { seq: number; frame: Buffer }[] | null = [];
        let sentUpTo = Number.POSITIVE_INFINITY;
        subscriptions.set(
          topic,
          ctx.live.subscribe(topic, (event, frame) => {
            if (held) {
              held.push({ seq: event.seq, frame });
            } else if (event.seq > sentUpTo) {
              sentUpTo = event.seq;
              send(socket, frame);
            }
          }),
        );
        void (async () => {
          const oldest = await ctx.live.oldestCursor();
          // A cursor from before what we keep, or from beyond what we have (kept across a
          // database restore, say), can't be resumed from: start again from a snapshot.
          if (
            cursor !== undefined &&
            cursor >= oldest - 1 &&
            cursor <= (await ctx.live.currentCursor())
          ) {
            // A reconnect: replay exactly what was missed.
            const missed = await ctx.live.eventsSince(cursor, [topic]);
            for (const event of missed) {
              send(socket, {
                type: 'event',
                seq: event.seq,
                event: event.event,
                version: event.version,
                topic,
                data: event.data,
              });
            }
            sentUpTo = missed[missed.length - 1]?.seq ?? cursor;
          } else {
            sentUpTo = await ctx.live.currentCursor();
            send(socket, {
              type: 'snapshot',
              cursor: sentUpTo,
              ...(await snapshotOf(ctx.db, topic)),
            });
          }
          for (const event of held ?? []) {
            if (event.seq > sentUpTo) {
              sentUpTo = event.seq;
              send(socket, event.frame);
            }
          }
          held = null;
        })().catch((error: unknown) => {
          app.log.error({ err: error }, 'Live channel: subscribe failed');
          send(socket, { type: 'error', message: 'Could not subscribe; try again.' });
        });
      });
    },
  });

  api.get(
    '/live/poll',
    { schema: { tags: ['live'], querystring: livePollQuerySchema } },
    async (request, reply) => {
      const { topics, cursor, timeout } = request.query;
      const oldest = await ctx.live.oldestCursor();
      const current = await ctx.live.currentCursor();
      if (cursor === undefined || cursor < oldest - 1 || cursor > current) {
        // First poll, too far behind to replay, or a cursor from beyond what we have (kept
        // across a database restore, say): start from the current state.
        return {
          cursor: current,
          events: [],
          snapshots: await Promise.all(topics.map((topic) => snapshotOf(ctx.db, topic))),
        };
      }
      const abort = new AbortController();
      // The response closing early means the client went away: stop waiting for it.
      reply.raw.once('close', () => abort.abort());
      const events = await ctx.live.waitForEvents(cursor, topics, timeout * 1000, abort.signal);
      const next = events[events.length - 1]?.seq ?? cursor;
      return {
        cursor: next,
        // Once for each asked topic it belongs to, as the socket sends it to each subscription.
        events: events.flatMap((event) =>
          topics
            .filter((topic) => event.topics.includes(topic))
            .map((topic) => ({
              seq: event.seq,
              event: event.event,
              version: event.version,
              topic,
              data: event.data,
            })),
        ),
      };
    },
  );
};

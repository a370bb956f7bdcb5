// The live channel: a WebSocket at /api/live (subscribe to topics, get a snapshot, then an event
// after each commit; resume from a cursor after a reconnect), and long polling at /api/live/poll
// for networks that block WebSockets. It is public, so it is bounded (docs/security.md): topics
// are held once, a socket may send a burst of messages and then a steady few a second (past that
// it is closed, 1008), one address may hold a limited number of sockets, and snapshots are built
// once per change and shared as bytes (gzipped for the poll).
import { livePollSchema } from '@cueleague/domain/responses';
import { parseTopic } from '@cueleague/domain/live-protocol';
import {
  liveClientMessageSchema,
  livePollQuerySchema,
  type LiveClientMessage,
} from '@cueleague/domain/requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RawData, WebSocket } from 'ws';
import { cachedBytes, sendCached } from '../http/cached-reads.ts';
import { errorBody, HttpError } from '../http/http-error.ts';
import { snapshotBytes } from '../live/snapshots.ts';
import { wsText } from '../live/ws-text.ts';
import { sessionOwner } from '../auth/sessions.ts';

const MAX_TOPICS_PER_SOCKET = 50;
/**
 * Messages a socket may send: a burst (a page subscribing to its topics after a reconnect sends
 * a handful), then this many a second. A client past it is not one of ours: closed with 1008.
 */
export const SOCKET_MESSAGE_BURST = 30;
export const SOCKET_MESSAGES_PER_SECOND = 10;
/** WebSocket close code for a policy violation (RFC 6455). */
const POLICY_VIOLATION = 1008;

/**
 * A token bucket: `take()` answers false once the burst is spent faster than it refills. A class,
 * so each socket holds two numbers and shares the method.
 */
class MessageBudget {
  private tokens = SOCKET_MESSAGE_BURST;
  private at: number;
  constructor(private readonly now: () => number = Date.now) {
    this.at = now();
  }
  take(): boolean {
    const time = this.now();
    this.tokens = Math.min(
      SOCKET_MESSAGE_BURST,
      this.tokens + ((time - this.at) / 1000) * SOCKET_MESSAGES_PER_SECOND,
    );
    this.at = time;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** Every topic is public but a user's own (`user:<id>`, their unread count). */
const isPrivate = (topic: string): boolean => parseTopic(topic)?.kind === 'user';
/**
 * Whether this session's user may follow a topic: a private one only that user's session may
 * follow (their unread count).
 */
const mayFollow = (topic: string, sessionUserId: string | null): boolean => {
  const parsed = parseTopic(topic);
  return parsed?.kind !== 'user' || parsed.id === sessionUserId;
};
const PRIVATE_TOPIC = 'A user topic is private: only that user, signed in, may follow it.';
const SESSION_ENDED = 'Signed out: a user topic needs the session that opened the connection.';

/** What the server keeps for each open socket: at 10,000 spectators every byte here counts
 * (bench/README.md, "10,000 spectators"), so the listeners are shared and read this by socket. */
interface LiveSocket {
  address: string;
  /** The session the upgrade request carried (its stored id), or null: checked again, in the
   * database, before each private subscribe and delivery, so a socket outlives no sign-out. */
  sessionId: string | null;
  /** Answered the last ping (the heartbeat drops a socket that has not). */
  alive: boolean;
  budget: MessageBudget;
  subscriptions: Map<string, () => void>;
}

/** Sends a message as a text frame; an event's bytes (a Buffer) go out as they are, unencoded. */
const send = (socket: WebSocket, message: unknown): void => {
  if (socket.readyState !== socket.OPEN) return;
  if (Buffer.isBuffer(message)) socket.send(message, { binary: false });
  else socket.send(typeof message === 'string' ? message : JSON.stringify(message));
};

export const registerLiveRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const sockets = new Map<WebSocket, LiveSocket>();
  /** Open sockets per client address (request.ip: honest with TRUST_PROXY). */
  const perAddress = new Map<string, number>();
  /** Long polls waiting per client address: capped like sockets (LIVE_MAX_SOCKETS_PER_IP). */
  const pollsPerAddress = new Map<string, number>();
  /** The sockets that have followed a user topic: re-checked when sessions end and each
   * heartbeat (a session ended by another process, or expired). */
  const privateSockets = new Set<WebSocket>();

  /** Whether the socket's session is still open and its user's topic is `topic`. */
  const sessionFollows = async (state: LiveSocket, topic: string): Promise<boolean> => {
    if (!state.sessionId) return false;
    return mayFollow(topic, await sessionOwner(ctx.db, state.sessionId, ctx.now()));
  };
  /** Drops the socket's private topics its session may no longer follow, saying so for each. */
  const recheckPrivate = async (socket: WebSocket): Promise<void> => {
    const state = sockets.get(socket);
    if (!state) {
      privateSockets.delete(socket);
      return;
    }
    for (const topic of [...state.subscriptions.keys()].filter(isPrivate)) {
      if (await sessionFollows(state, topic)) continue;
      state.subscriptions.get(topic)?.();
      state.subscriptions.delete(topic);
      send(socket, { type: 'error', topic, message: SESSION_ENDED });
    }
    if (![...state.subscriptions.keys()].some(isPrivate)) privateSockets.delete(socket);
  };
  const recheckAllPrivate = () => {
    for (const socket of [...privateSockets]) {
      recheckPrivate(socket).catch((error: unknown) => {
        app.log.warn({ err: error }, 'Live channel: could not check a session');
      });
    }
  };
  ctx.live.onSessionsEnded = recheckAllPrivate;
  /** The HTTP response of each upgrade until its socket is handed over (see wsHandler). */
  const upgrades = new WeakMap<IncomingMessage, ServerResponse>();

  const heartbeat = setInterval(() => {
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
    recheckAllPrivate();
  }, ctx.config.liveHeartbeatMs);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    for (const socket of sockets.keys()) socket.terminate();
  });

  const unsubscribeAll = (state: LiveSocket) => {
    for (const unsubscribe of state.subscriptions.values()) unsubscribe();
    state.subscriptions.clear();
  };

  // One listener of each kind for every socket (`this` is the socket), not closures per socket.
  function onPong(this: WebSocket) {
    const state = sockets.get(this);
    if (state) state.alive = true;
  }
  function onClose(this: WebSocket) {
    const state = sockets.get(this);
    if (!state) return;
    sockets.delete(this);
    privateSockets.delete(this);
    ctx.live.stats.sockets -= 1;
    const left = (perAddress.get(state.address) ?? 1) - 1;
    if (left > 0) perAddress.set(state.address, left);
    else perAddress.delete(state.address);
    unsubscribeAll(state);
  }
  function onError(this: WebSocket, error: Error) {
    app.log.warn({ err: error }, 'Live channel: socket error');
    this.terminate();
  }
  function onMessage(this: WebSocket, raw: RawData) {
    handleMessage(this, raw);
  }
  const handleMessage = (socket: WebSocket, raw: RawData) => {
    const state = sockets.get(socket);
    if (!state) return;
    const { subscriptions } = state;
    if (!state.budget.take()) {
      // Stop reading and listening at once (what the client still sends is never parsed),
      // say why, and drop the connection without waiting for the client's goodbye.
      socket.pause();
      unsubscribeAll(state);
      socket.close(POLICY_VIOLATION, 'Too many messages');
      setTimeout(() => socket.terminate(), 1_000).unref();
      return;
    }
    let parsed: LiveClientMessage;
    try {
      parsed = liveClientMessageSchema.parse(JSON.parse(wsText(raw)));
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
    if (!isPrivate(topic)) return follow(socket, state, topic, cursor);
    // A private topic: the session the socket was opened with must still be open, now.
    sessionFollows(state, topic).then(
      (allowed) => {
        if (!sockets.has(socket) || subscriptions.has(topic)) return;
        if (!allowed) return send(socket, { type: 'error', topic, message: PRIVATE_TOPIC });
        privateSockets.add(socket);
        follow(socket, state, topic, cursor);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'Live channel: could not check a session');
        send(socket, { type: 'error', topic, message: 'Could not subscribe; try again.' });
      },
    );
  };

  const follow = (
    socket: WebSocket,
    state: LiveSocket,
    topic: string,
    cursor: number | undefined,
  ) => {
    const { subscriptions } = state;
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
    // A private topic's events go out only while the session is still open (another process
    // may have ended it), checked in order, one after another.
    let checked = Promise.resolve();
    const deliver = isPrivate(topic)
      ? (frame: Buffer) => {
          checked = checked
            .then(async () => {
              if (await sessionFollows(state, topic)) send(socket, frame);
              else await recheckPrivate(socket);
            })
            .catch((error: unknown) => {
              app.log.warn({ err: error }, 'Live channel: could not check a session');
            });
        }
      : (frame: Buffer) => send(socket, frame);
    const stop = ctx.live.subscribe(topic, (event, frame) => {
      if (held) {
        held.push({ seq: event.seq, frame });
      } else if (event.seq > sentUpTo) {
        sentUpTo = event.seq;
        deliver(frame);
      }
    });
    subscriptions.set(topic, stop);
    /** Unsubscribed (or closed) while the catch-up was being read: send it nothing. */
    const cancelled = () => subscriptions.get(topic) !== stop;
    void (async () => {
      const oldest = await ctx.live.oldestCursor();
      if (cancelled()) return;
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
        const snapshot = await snapshotBytes(ctx.db, ctx.responses, topic);
        if (cancelled()) return;
        // The shared bytes of the snapshot, with this subscriber's cursor in front.
        send(
          socket,
          Buffer.concat([
            Buffer.from(`{"type":"snapshot","cursor":${sentUpTo},`),
            snapshot.body.subarray(1),
          ]),
        );
      }
      for (const event of held ?? []) {
        if (event.seq > sentUpTo) {
          sentUpTo = event.seq;
          deliver(event.frame);
        }
      }
      held = null;
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'Live channel: subscribe failed');
      send(socket, { type: 'error', message: 'Could not subscribe; try again.' });
    });
  };

  api.route({
    method: 'GET',
    url: '/live',
    schema: { tags: ['live'], hide: true },
    onRequest: (request, reply, done) => {
      if (request.ws) upgrades.set(request.raw, reply.raw);
      done();
    },
    // A plain GET (no upgrade) gets a clear answer instead of an empty 404.
    handler: async (_request, reply) =>
      reply
        .status(426)
        .header('Upgrade', 'websocket')
        .send(errorBody('bad_request', 'Connect with a WebSocket, or long-poll /api/live/poll.')),
    wsHandler: (socket, request) => {
      // Let the upgrade's HTTP request and response go: the plugin's per-socket error listener
      // (a closure over the request and reply, with its logger) gives way to a shared one, and
      // the response, hijacked and never sent, lets go of the connection. Kept, they were about
      // half of what an idle spectator cost.
      socket.removeAllListeners('error');
      socket.on('error', onError);
      // (Only a real connection: an injected one, in tests, has a stand-in socket whose stream
      // ends if the response lets go of it.)
      if (request.raw.socket instanceof Socket)
        upgrades.get(request.raw)?.detachSocket(request.raw.socket);
      upgrades.delete(request.raw);

      const address = request.ip;
      const open = perAddress.get(address) ?? 0;
      if (open >= ctx.config.liveMaxSocketsPerIp) {
        socket.close(POLICY_VIOLATION, 'Too many live connections from this address');
        return;
      }
      perAddress.set(address, open + 1);
      sockets.set(socket, {
        address,
        sessionId: request.sessionUser?.sessionId ?? null,
        alive: true,
        budget: new MessageBudget(),
        subscriptions: new Map(),
      });
      ctx.live.stats.sockets += 1;
      socket.on('pong', onPong);
      socket.on('close', onClose);
      socket.on('message', onMessage);
    },
  });

  api.get(
    '/live/poll',
    {
      schema: {
        tags: ['live'],
        querystring: livePollQuerySchema,
        response: { 200: livePollSchema },
      },
    },
    async (request, reply) => {
      const { cursor, timeout } = request.query;
      // A topic named twice is answered once.
      const topics = [...new Set(request.query.topics)];
      const sessionUserId = request.sessionUser?.id ?? null;
      // A user's own topic is theirs alone: so is the answer.
      if (topics.some((topic) => parseTopic(topic)?.kind === 'user')) request.personal = true;
      if (topics.some((topic) => !mayFollow(topic, sessionUserId))) {
        throw new HttpError(sessionUserId ? 'forbidden' : 'unauthorized', PRIVATE_TOPIC);
      }
      const oldest = await ctx.live.oldestCursor();
      const current = await ctx.live.currentCursor();
      if (cursor === undefined || cursor < oldest - 1 || cursor > current) {
        // First poll, too far behind to replay, or a cursor from beyond what we have (kept
        // across a database restore, say): start from the current state, the same bytes for
        // everyone who asks for these topics until the next change.
        const answer = await cachedBytes(
          ctx.responses,
          `live-poll:${current}:${topics.join(',')}`,
          async () => {
            const snapshots = await Promise.all(
              topics.map((topic) => snapshotBytes(ctx.db, ctx.responses, topic)),
            );
            return `{"cursor":${current},"events":[],"snapshots":[${snapshots.map((snapshot) => snapshot.body.toString()).join(',')}]}`;
          },
        );
        return sendCached(request, reply, answer);
      }
      // A waiting poll holds a connection, like a socket: one address may keep as many waiting.
      const address = request.ip;
      const waiting = pollsPerAddress.get(address) ?? 0;
      if (waiting >= ctx.config.liveMaxSocketsPerIp) {
        void reply.header('Retry-After', '5');
        throw new HttpError(
          'rate_limited',
          `Too many live connections from this address: at most ${ctx.config.liveMaxSocketsPerIp} waiting polls at once.`,
        );
      }
      pollsPerAddress.set(address, waiting + 1);
      ctx.live.stats.polls += 1;
      const abort = new AbortController();
      // The response closing early means the client went away: stop waiting for it.
      reply.raw.once('close', () => abort.abort());
      let events: Awaited<ReturnType<typeof ctx.live.waitForEvents>>;
      try {
        events = await ctx.live.waitForEvents(cursor, topics, timeout * 1000, abort.signal);
      } finally {
        ctx.live.stats.polls -= 1;
        const left = (pollsPerAddress.get(address) ?? 1) - 1;
        if (left > 0) pollsPerAddress.set(address, left);
        else pollsPerAddress.delete(address);
      }
      // Signed out (or reset) while it waited: a user topic's events are no longer theirs.
      const sessionId = request.sessionUser?.sessionId;
      if (topics.some(isPrivate)) {
        const owner = sessionId ? await sessionOwner(ctx.db, sessionId, ctx.now()) : null;
        if (!topics.every((topic) => mayFollow(topic, owner)))
          throw new HttpError('unauthorized', SESSION_ENDED);
      }
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

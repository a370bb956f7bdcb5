// A signed-in user's notifications (docs/api.md, Notifications): the newest with the unread
// count, marking read, the e-mail switches per kind, and the one-click unsubscribe a mail links
// to, which needs no session (its token is the authority) and takes a mail app's RFC 8058
// form-encoded POST as well as the web page's.
import {
  markReadRequestSchema,
  notificationListSchema,
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  NOTIFICATIONS_PAGE,
  unreadCountSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@cueleague/domain/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/guards.ts';
import { notFound } from '../http/http-error.ts';
import {
  emailPreferences,
  findUnsubscribeToken,
  newestNotifications,
  setEmailPreferences,
  unreadCount,
} from '../repositories/notifications.ts';
import { writeTransaction } from '../services/write-transaction.ts';
import { privately } from './params.ts';

/** What a mail app's one-click POST sends (RFC 8058); the web page sends nothing. */
const oneClickBodySchema = z
  .strictObject({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .nullish();

export const registerNotificationRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  api.get(
    '/notifications',
    { schema: { tags: ['notifications'], response: { 200: notificationListSchema } } },
    async (request, reply) => {
      const { user } = await requireUser(request);
      // Private to the user: never kept by a shared cache.
      void reply.header('cache-control', 'no-store');
      return {
        items: await newestNotifications(db, user.id, NOTIFICATIONS_PAGE),
        unread: await unreadCount(db, user.id),
      };
    },
  );

  api.post(
    '/notifications/read',
    privately({
      schema: {
        tags: ['notifications'],
        body: markReadRequestSchema.nullish(),
        response: { 200: unreadCountSchema },
      },
    }),
    async (request) => {
      const { user } = await requireUser(request);
      const ids = request.body?.ids;
      const unread = await writeTransaction(request, (trx) =>
        ctx.notifications.markRead(trx, user.id, ids),
      );
      return { unread };
    },
  );

  api.get(
    '/notifications/preferences',
    { schema: { tags: ['notifications'], response: { 200: notificationPreferencesSchema } } },
    async (request, reply) => {
      const { user } = await requireUser(request);
      void reply.header('cache-control', 'no-store');
      return { email: await emailPreferences(db, user.id) };
    },
  );

  api.put(
    '/notifications/preferences',
    privately({
      schema: {
        tags: ['notifications'],
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema },
      },
    }),
    async (request) => {
      const { user } = await requireUser(request);
      return writeTransaction(request, async (trx) => {
        await setEmailPreferences(trx, user.id, request.body.email);
        return { email: await emailPreferences(trx, user.id) };
      });
    },
  );

  // The one-click unsubscribe gets its own scope: only here is a form-encoded body accepted.
  void api.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const route = scope.withTypeProvider<ZodTypeProvider>();
    route.post(
      '/notifications/unsubscribe',
      privately({
        schema: {
          tags: ['notifications'],
          querystring: unsubscribeQuerySchema,
          body: oneClickBodySchema,
          response: { 200: unsubscribeResultSchema },
        },
      }),
      async (request) => {
        const found = await findUnsubscribeToken(db, request.query.token);
        if (!found) throw notFound('unsubscribe link');
        await writeTransaction(request, (trx) =>
          setEmailPreferences(trx, found.userId, { [found.kind]: false }),
        );
        return { kind: found.kind };
      },
    );
    // A mail app without one-click support opens the link: the web page asks before acting
    // (a GET changes nothing, since link scanners and prefetchers follow links).
    route.get(
      '/notifications/unsubscribe',
      { schema: { tags: ['notifications'], querystring: unsubscribeQuerySchema } },
      async (request, reply) =>
        reply.redirect(`/unsubscribe?token=${encodeURIComponent(request.query.token)}`, 303),
    );
  });
};

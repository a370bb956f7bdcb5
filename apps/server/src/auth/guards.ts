// The server's `require...` helpers: the domain rulebook decides, these answer 401 or 403.
import type { Actor } from '@cueleague/domain/permissions';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error.ts';
import type { RequestAuth } from './actor.ts';

export const requireUser = async (request: FastifyRequest): Promise<RequestAuth> => {
  const auth = await request.auth();
  if (!auth) throw new HttpError('unauthorized', 'Sign in first.');
  return auth;
};

/** Checks a rule from the domain rulebook against the signed-in actor: 401 signed out, 403 refused. */
export const requireRule = async (
  request: FastifyRequest,
  rule: (actor: Actor) => boolean,
  message = 'You are not allowed to do that.',
): Promise<RequestAuth> => {
  const auth = await requireUser(request);
  if (!rule(auth.actor)) throw new HttpError('forbidden', message);
  return auth;
};

export const requireAdmin = (request: FastifyRequest): Promise<RequestAuth> =>
  requireRule(request, (actor) => actor.isAdmin, 'Only a league admin can do that.');

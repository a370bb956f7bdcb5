// The wire fingerprint (docs/decisions/0024, domain answers.ts) on every API answer: a page built
// from another contract (the server was upgraded while it stayed open) sees it differ from its own
// and offers a reload; the page itself carries no schema to check answers with.
import { wireFingerprint } from '@cueleague/domain/answers';
import { WIRE_HEADER } from '@cueleague/domain/constants';
import type { FastifyInstance } from 'fastify';

let fingerprint: string | null = null;

/** This build's fingerprint, worked out once per process (it takes ~20 ms). */
export const serverWireFingerprint = (): string => (fingerprint ??= wireFingerprint());

export const installWireFingerprint = (app: FastifyInstance): void => {
  const value = serverWireFingerprint();
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header(WIRE_HEADER, value);
  });
};

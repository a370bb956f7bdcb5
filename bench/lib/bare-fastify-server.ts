// The floor for the API benchmark: a bare Fastify app serving, at the same paths, the exact bytes
// the real server answered, headers and body (read from BYTES_FILE: gzipped to a request that
// accepts gzip, plain otherwise), ready-made, with no database, validation, cache lookup or hooks.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

export interface BareAnswer {
  /** base64 of the body as sent */
  body: string;
  /** The answer's headers (content type and encoding, security headers, cache headers, ...). */
  headers: Record<string, string>;
}

if (process.env.BYTES_FILE) {
  const stored = JSON.parse(readFileSync(process.env.BYTES_FILE, 'utf8')) as Record<
    string,
    BareAnswer
  >;
  const answers = new Map(
    Object.entries(stored).map(([key, answer]) => [
      key,
      { body: Buffer.from(answer.body, 'base64'), headers: answer.headers },
    ]),
  );
  const app = Fastify();
  app.get('/health', async () => 'ok');
  app.get('/*', (request, reply) => {
    const gzip = request.headers['accept-encoding']?.includes('gzip') === true;
    const answer = answers.get(`${gzip ? 'gzip' : 'identity'} ${request.url}`);
    if (answer === undefined) return reply.status(404).send();
    return reply.headers(answer.headers).send(answer.body);
  });
  await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
}

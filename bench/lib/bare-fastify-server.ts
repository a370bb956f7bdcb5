// The floor for the API benchmark: a bare Fastify app serving, at the same paths, the exact bytes
// the real server answered (read from BYTES_FILE), with no database, validation or hooks.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const answers = JSON.parse(readFileSync(process.env.BYTES_FILE ?? '', 'utf8')) as Record<
  string,
  string
>;
const app = Fastify();
app.get('/health', async () => 'ok');
app.get('/*', (request, reply) => {
  const body = answers[request.url];
  if (body === undefined) return reply.status(404).send();
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// The floor for the live benchmark: a bare `ws` server that, asked over HTTP, acknowledges and
// then broadcasts the payload to every client, the order a real server follows (commit,
// acknowledge, fan out), with no database, routing or JSON work at all.
import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

const port = Number(process.env.PORT);
const clients = new Set<WebSocket>();
const server = createServer((request, response) => {
  if (request.url === '/health') return response.end('ok');
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    response.end('accepted');
    // The payload's bytes once for every client, sent as text, as the real server does.
    const payload = Buffer.concat(chunks);
    setImmediate(() => {
      for (const client of clients) client.send(payload, { binary: false });
    });
  });
});
const wss = new WebSocketServer({ server });
wss.on('connection', (socket) => {
  clients.add(socket);
  socket.on('close', () => clients.delete(socket));
});
server.listen(port, '127.0.0.1');

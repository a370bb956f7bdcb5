// The floor of the tap-to-visitor bench (../tap-to-visitor.ts): the least a tap to a visitor's
// screen can take on this machine, with no app in the way.
import { createServer, type Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

/** The floor: a bare server (node:http + ws) that answers a POST, then sends its body to every socket. */
export const startFloorServer = async (): Promise<{ url: string; server: Server }> => {
  const sockets = new Set<WebSocket>();
  const page = `<!doctype html><html><head><meta charset="utf-8"><title>floor</title></head><body>
<button type="button" id="tap">Tap</button><p id="seen">none</p>
<script>
const seen = document.getElementById('seen');
const socket = new WebSocket('ws://' + location.host + '/ws');
socket.onmessage = (event) => { seen.textContent = JSON.parse(event.data).data.text; };
let n = 0;
document.getElementById('tap').addEventListener('click', () => {
  n += 1;
  fetch('/frames/tap', { method: 'PATCH', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'tap ' + window.__next, pad: window.__pad }) }).then((r) => r.json());
});
</script></body></html>`;
  const server = createServer((request, response) => {
    if (request.method === 'GET') {
      response.setHeader('content-type', 'text/html');
      return response.end(page);
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      response.setHeader('content-type', 'application/json');
      response.end(body);
      const message = `{"type":"event","topic":"live","data":${body}}`;
      for (const socket of sockets) socket.send(message);
    });
  });
  const wss = new WebSocketServer({ server, path: '/ws' });
  wss.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, server };
};

// Live-channel flooders on one thread of their own, so the test's server (on its own thread)
// keeps a core and the load generator is not what is measured.
// workerData: { url, topic, pairs, sockets }. Posts 'ready' once every socket is connected,
// floods when told 'go', and posts [{ closeCode, bytes, snapshots }] once every socket closed.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

const { url, topic, pairs, sockets: count } = workerData;
const subscribe = JSON.stringify({ type: 'subscribe', topic });
const unsubscribe = JSON.stringify({ type: 'unsubscribe', topic });

const open = () =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const result = { closeCode: 0, bytes: 0, snapshots: 0 };
    socket.on('message', (raw) => {
      result.bytes += raw.length;
      if (raw.subarray(0, 20).toString().includes('"snapshot"')) result.snapshots += 1;
    });
    const closed = new Promise((done) => {
      // Bounded: a server that never closes it ends here, and the test sees the code 1006.
      const timer = setTimeout(() => socket.terminate(), 15_000);
      socket.on('close', (closeCode) => {
        clearTimeout(timer);
        result.closeCode = closeCode;
        done(result);
      });
    });
    socket.on('error', () => {});
    socket.once('open', () => resolve({ socket, closed }));
    socket.once('unexpected-response', reject);
  });

const opened = await Promise.all(Array.from({ length: count }, open));
parentPort.postMessage('ready');
parentPort.once('message', async () => {
  for (const { socket } of opened) {
    for (let i = 0; i < pairs; i++) {
      socket.send(subscribe);
      socket.send(unsubscribe);
    }
  }
  parentPort.postMessage(await Promise.all(opened.map(({ closed }) => closed)));
});

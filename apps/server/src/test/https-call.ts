// One HTTP(S) request from a test, as a client outside the machine would make it: over https with
// the test's own CA when the URL says so, on a connection of its own. (A keep-alive connection
// that nginx closes as it reloads fails the next request in Node, where a browser retries it.)
import { request as httpsRequest } from 'node:https';
import { request as httpRequest } from 'node:http';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export const call = (
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; ca?: Buffer } = {},
): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...(options.body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });

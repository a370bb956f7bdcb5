// The deployment docs/deploy.md describes, for real: Debian's nginx with a self-signed certificate,
// running docs/deploy/nginx.conf itself (ports, names and certificate paths substituted), in front
// of two CueLeague processes on one PostgreSQL database. It shows what a self-hoster relies on:
// Secure cookies and the https redirect, live updates across processes, the sign-in limit shared
// by both processes, X-Forwarded-For set by nginx only, and spectators of a killed process moving to
// the other through nginx without missing an event.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Match } from '@cueleague/domain/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { wsText } from '../live/ws-text.ts';
import { call, type Answer } from '../test/https-call.ts';
import { NGINX, OPENSSL } from '../test/deploy-sandbox.ts';
import { freePort, REPO_ROOT, serverEnv, startProcess, stopProcess } from '../test/processes.ts';
import { PASSWORD, seedWorld, type World } from '../test/test-app.ts';
import { createTestDatabase, TEST_DATABASES, type TestDatabase } from '../test/test-db.ts';
import { stageWorldMatch } from '../test/staged-world.ts';

const haveTools = existsSync(NGINX) && existsSync(OPENSSL);
const onPostgres = TEST_DATABASES.includes('postgres');
// In CI nginx, openssl and PostgreSQL are installed by .ci/run: missing, this fails loudly.
if (process.env.CI === 'true' && !(haveTools && onPostgres)) {
  throw new Error(`The nginx test needs ${NGINX}, ${OPENSSL} and PostgreSQL in CI.`);
}

interface Spectator {
  messages: { type: string; seq?: number; version?: number; cursor?: number }[];
  closed: Promise<number>;
  close(): void;
}

const spectate = (wsUrl: string, topic: string, ca: Buffer, cursor?: number) =>
  new Promise<Spectator>((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { ca });
    const messages: Spectator['messages'] = [];
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    socket.on('message', (raw: WebSocket.RawData) => {
      messages.push(JSON.parse(wsText(raw)) as Spectator['messages'][number]);
    });
    socket.once('open', () => {
      socket.send(
        JSON.stringify({ type: 'subscribe', topic, ...(cursor === undefined ? {} : { cursor }) }),
      );
      resolve({ messages, closed, close: () => socket.close() });
    });
    socket.once('error', reject);
  });

const until = async (check: () => boolean, timeoutMs: number, what: string) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** The last seq a spectator has: from its events, else its snapshot's cursor. */
const lastSeq = (spectator: Spectator): number => {
  let seq = 0;
  for (const message of spectator.messages) {
    if (message.type === 'snapshot') seq = message.cursor ?? seq;
    if (message.type === 'event') seq = message.seq ?? seq;
  }
  return seq;
};

describe.runIf(haveTools && onPostgres)('behind nginx, two processes on PostgreSQL', () => {
  let database: TestDatabase;
  let world: World;
  let dir: string;
  let ca: Buffer;
  let httpPort: number;
  let httpsPort: number;
  let base: string;
  let nginx: ChildProcess | undefined;
  const servers = new Map<'a' | 'b', { process: ChildProcess; url: string }>();
  let match: Match;
  let pinnedBase = { a: '', b: '' };
  /** Signed in through nginx before the limit test fills the address's window. */
  let adminSignIn: Answer;
  let captainCookie = '';

  /**
   * Starts nginx on docs/deploy/nginx.conf (in front of `ports`) and the pinned entrances: true once
   * it runs, else why not (its error log).
   */
  const startNginx = async (
    ports: { a: number; b: number },
    pinnedPorts: { a: number; b: number },
  ): Promise<true | string> => {
    // docs/deploy/nginx.conf as it is, on this test's ports, name and certificate.
    const site = readFileSync(join(REPO_ROOT, 'docs/deploy/nginx.conf'), 'utf8')
      .replaceAll('listen [::]:80;', '')
      .replaceAll('listen [::]:443 ssl;', '')
      .replaceAll('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replaceAll('listen 443 ssl;', `listen 127.0.0.1:${httpsPort} ssl;`)
      .replaceAll('server_name league.example.org;', 'server_name localhost;')
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${join(dir, 'cert.pem')};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${join(dir, 'key.pem')};`)
      .replace(
        'server 127.0.0.1:3000;',
        `server 127.0.0.1:${ports.a} max_fails=1 fail_timeout=30s;`,
      )
      .replace(
        'server 127.0.0.1:3001;',
        `server 127.0.0.1:${ports.b} max_fails=1 fail_timeout=30s;`,
      );
    expect(site).toContain(`server 127.0.0.1:${ports.b}`);
    // Pinned entrances to each process, with the same proxy settings, so a test can write
    // through one process in particular.
    const pinned = (port: number, upstream: number) => `
        server {
          listen 127.0.0.1:${port} ssl;
          ssl_certificate ${join(dir, 'cert.pem')};
          ssl_certificate_key ${join(dir, 'key.pem')};
          location / {
            proxy_pass http://127.0.0.1:${upstream};
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $remote_addr;
            proxy_set_header X-Forwarded-Proto $scheme;
          }
        }`;
    rmSync(join(dir, 'nginx'), { recursive: true, force: true });
    mkdirSync(join(dir, 'nginx'), { recursive: true });
    writeFileSync(join(dir, 'nginx', 'site.conf'), site);
    writeFileSync(
      join(dir, 'nginx', 'nginx.conf'),
      `daemon off;
         pid ${join(dir, 'nginx', 'nginx.pid')};
         error_log ${join(dir, 'nginx', 'error.log')} warn;
         events {}
         http {
           access_log off;
           client_body_temp_path ${join(dir, 'nginx', 'body')};
           proxy_temp_path ${join(dir, 'nginx', 'proxy')};
           fastcgi_temp_path ${join(dir, 'nginx', 'fastcgi')};
           uwsgi_temp_path ${join(dir, 'nginx', 'uwsgi')};
           scgi_temp_path ${join(dir, 'nginx', 'scgi')};
           include ${join(dir, 'nginx', 'site.conf')};
           ${pinned(pinnedPorts.a, ports.a)}
           ${pinned(pinnedPorts.b, ports.b)}
         }`,
    );
    nginx = spawn(
      NGINX,
      [
        '-p',
        join(dir, 'nginx'),
        '-c',
        join(dir, 'nginx', 'nginx.conf'),
        '-e',
        join(dir, 'nginx', 'error.log'),
      ],
      {
        stdio: 'ignore',
      },
    );
    const child = nginx;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const pidFile = join(dir, 'nginx', 'nginx.pid');
    const deadline = Date.now() + 30_000;
    while (!existsSync(pidFile)) {
      const gone = await Promise.race([
        exited.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 20)),
      ]);
      const log = () => {
        const file = join(dir, 'nginx', 'error.log');
        return existsSync(file) ? readFileSync(file, 'utf8') : '(no error log)';
      };
      if (gone) return log();
      if (Date.now() > deadline) return `no pid file within 30 s\n${log()}`;
    }
    return true;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cueleague-nginx-'));
    database = await createTestDatabase('postgres');
    world = await seedWorld(database.db);

    // A match in progress, round 1's line-ups locked: frames can be scored.
    match = await stageWorldMatch(database.db, world, 'nginx-match', 'round1-lineups');

    // A self-signed certificate for localhost and 127.0.0.1.
    execFileSync(
      OPENSSL,
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    ca = readFileSync(join(dir, 'cert.pem'));

    // nginx first, on ports of its own (a port found busy at start means fresh ports, again), then
    // the two processes behind it, which must know the public address nginx listens on.
    const ports = { a: await freePort(), b: await freePort() };
    const pinnedPorts = { a: 0, b: 0 };
    for (let attempt = 1; ; attempt++) {
      [httpPort, httpsPort, pinnedPorts.a, pinnedPorts.b] = [
        await freePort(),
        await freePort(),
        await freePort(),
        await freePort(),
      ];
      const started = await startNginx(ports, pinnedPorts);
      if (started === true) break;
      if (attempt === 3 || !started.includes('Address already in use')) {
        throw new Error(`nginx did not start:\n${started}`);
      }
    }
    base = `https://localhost:${httpsPort}`;
    const env = (name: 'a' | 'b') => ({
      ...serverEnv(ports[name], database.url, join(dir, name)),
      PUBLIC_URL: base,
      TRUST_PROXY: '127.0.0.1',
      AUTH_RATE_LIMIT_PER_IP: '6',
      AUTH_RATE_LIMIT_PER_EMAIL: '100',
    });
    for (const name of ['a', 'b'] as const) {
      const url = `http://127.0.0.1:${ports[name]}`;
      servers.set(name, {
        url,
        process: await startProcess('apps/server/src/main.ts', env(name), `${url}/api/health`),
      });
    }
    for (;;) {
      try {
        if ((await call(`${base}/api/health`, { ca })).status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    pinnedBase = {
      a: `https://localhost:${pinnedPorts.a}`,
      b: `https://localhost:${pinnedPorts.b}`,
    };
    adminSignIn = (await signIn(base, world.emails.admin)).answer;
    captainCookie = (await signIn(pinnedBase.a, world.emails.captain1)).cookie;
  }, 90_000);

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await Promise.all([...servers.values()].map((server) => stopProcess(server.process)));
    await database?.dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  const signIn = async (through: string, email: string) => {
    const answer = await call(`${through}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
      ca,
    });
    expect(answer.status).toBe(200);
    const cookies = [answer.headers['set-cookie'] ?? []].flat();
    return { answer, cookie: cookies[0]?.split(';')[0] ?? '' };
  };

  let version = 0;
  const frames = () => match.frames.filter((frame) => frame.round === 1);
  /** Scores round 1's frame n through one process; answers the match version it made. */
  const score = async (through: string, cookie: string, n: number) => {
    const frame = frames()[n];
    if (!frame) throw new Error(`no frame ${n}`);
    const answer = await call(`${through}/api/matches/${match.id}/frames/${frame.frameId}`, {
      method: 'PATCH',
      headers: { cookie },
      body: JSON.stringify({
        winnerPlayerId: frame.homePlayerId,
        baseVersion: frame.version,
        reason: 'frame_scored',
      }),
      ca,
    });
    expect(answer.status).toBe(200);
    version = (JSON.parse(answer.body) as Match).version;
    return version;
  };

  it('serves https with Secure cookies, redirects http, and keeps /metrics off the internet', async () => {
    const answer = adminSignIn;
    expect(String([answer.headers['set-cookie']].flat()[0])).toMatch(/;\s*Secure/i);
    expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
    const plain = await call(`http://127.0.0.1:${httpPort}/standings`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toMatch(/^https:\/\/[^/]+\/standings$/);
    expect((await call(`${base}/metrics`, { ca })).status).toBe(404);
  });

  it('holds the sign-in limit across both processes, whatever X-Forwarded-For a client sends', async () => {
    // A fresh window: the sign-ins before counted too.
    await database.db.deleteFrom('rateLimits').execute();
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      // Round robin puts the attempts on both processes; each claims a fresh address.
      const answer = await call(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ email: `nobody${i}@example.test`, password: 'wrong password' }),
        ca,
      });
      codes.push(answer.status);
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it('a spectator through nginx sees a frame scored through the other process, and one whose process is killed resumes through nginx without missing an event', async () => {
    const wsUrl = `wss://localhost:${httpsPort}/api/live`;
    const topic = `match:${match.id}`;
    // Four spectators through nginx: round robin puts them on both processes.
    const spectators = await Promise.all(
      Array.from({ length: 4 }, () => spectate(wsUrl, topic, ca)),
    );
    for (const spectator of spectators)
      await until(() => spectator.messages.some((m) => m.type === 'snapshot'), 15_000, 'snapshot');
    const cookie = captainCookie;
    const seen = (spectator: Spectator, v: number) =>
      spectator.messages.some((m) => m.type === 'event' && m.version === v);

    // Scored through A, then through B: every spectator, on whichever process, sees both. (How soon
    // is measured in bench/, not asserted on a shared box: the wait below is only a give-up.)
    for (const [n, through] of [
      [0, pinnedBase.a],
      [1, pinnedBase.b],
    ] as const) {
      const v = await score(through, cookie, n);
      await until(() => spectators.every((s) => seen(s, v)), 15_000, `frame ${n} everywhere`);
    }

    // A dies. Its spectators are cut off; they reconnect through nginx with their cursor while a
    // frame is scored through B, and get it by replay.
    const a = servers.get('a');
    if (!a) throw new Error('no process A');
    await stopProcess(a.process, 'SIGKILL');
    const cut = await Promise.all(
      spectators.map((spectator) =>
        Promise.race([
          spectator.closed.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
        ]),
      ),
    );
    expect(cut.filter(Boolean).length).toBeGreaterThan(0);
    const missed = await score(pinnedBase.b, cookie, 2);
    const resumed = await Promise.all(
      spectators.map((spectator, index) =>
        cut[index] ? spectate(wsUrl, topic, ca, lastSeq(spectator)) : Promise.resolve(spectator),
      ),
    );
    for (const spectator of resumed)
      await until(() => seen(spectator, missed), 15_000, 'the frame scored while cut off');
    for (const spectator of resumed) {
      // Resumed, not restarted: replayed events, no new snapshot.
      if (spectators.includes(spectator)) continue;
      expect(spectator.messages.filter((m) => m.type === 'snapshot')).toEqual([]);
    }
    for (const spectator of resumed) spectator.close();
  });
});

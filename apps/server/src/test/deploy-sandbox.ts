// docs/deploy.md's shell blocks, run as written against a stand-in for the server they describe:
// a folder holding /etc/nginx (Debian's own configuration, copied), /etc/letsencrypt,
// /etc/cueleague, /opt/cueleague and /var/lib/cueleague, and stand-ins on PATH for what a test
// can't run for real. Only these are stood in for: sudo (runs the command), systemctl (starts and
// stops the server processes and reloads nginx, as the unit in docs/deploy/ would), systemd-run
// (the docs' `league` helper: the settings file, then the command), certbot (a certificate openssl
// makes, once it has checked what certbot needs: nginx running and `nginx -t` passing), git and
// npm (switch a checkout between two prebuilt builds), curl (the instance port mapped to the
// process's), and nginx itself, which is Debian's nginx on the folder's configuration, its ports
// mapped to spare ones. Everything else in a block (sed, cp, mv, ln, find, pgrep…) is the real
// command.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, REPO_ROOT } from './processes.ts';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const OPENSSL = '/usr/bin/openssl';

/** The first ```sh block under the heading `heading` (a whole line of docs/deploy.md). */
export const documentedBlock = (heading: string): string => {
  const doc = readFileSync(join(REPO_ROOT, 'docs/deploy.md'), 'utf8');
  const at = doc.split('\n').indexOf(heading);
  if (at < 0) throw new Error(`docs/deploy.md has no heading "${heading}"`);
  const rest = doc.split('\n').slice(at + 1);
  const open = rest.findIndex((line) => line === '```sh');
  const nextHeading = rest.findIndex((line) => line.startsWith('#'));
  if (open < 0 || (nextHeading >= 0 && nextHeading < open))
    throw new Error(`No sh block under "${heading}"`);
  const close = rest.findIndex((line, index) => index > open && line === '```');
  return rest.slice(open + 1, close).join('\n');
};

/** The docs' `league` shell function (section 6), to run the maintenance commands. */
export const leagueFunction = (): string => {
  const block = documentedBlock('## 6. Backups');
  const match = /^league\(\) \{\n[\s\S]*?\n\}$/m.exec(block);
  if (!match) throw new Error('docs/deploy.md section 6 defines no league() function');
  return match[0];
};

/** The server build as `npm run build` makes it: apps/server/dist and its package.json. */
let builtOnce = false;
const buildServer = () => {
  if (builtOnce) return;
  execFileSync(process.execPath, ['build.mjs'], { cwd: join(REPO_ROOT, 'apps/server') });
  builtOnce = true;
};

/**
 * The "new build" of an upgrade: this build with one more migration that only adds (a table, and
 * a column on venues, which the tests' client writes and reads), and its version marked. Patched
 * into the bundle, so no code path of the server knows about it.
 */
export const PROBE_MIGRATION = '9999-test-upgrade-probe';
/** Where the bundle lists its migrations (db/migrations.ts): the probe goes in before the first. */
const FIRST_MIGRATION = '  "0001-initial": ';
const probeMigration = `  "${PROBE_MIGRATION}": {
    async up(db) {
      await db.schema.createTable("upgrade_probe").addColumn("id", "text", (c) => c.primaryKey()).execute();
      await db.schema.alterTable("venues").addColumn("upgrade_note", "text").execute();
    }
  },
${FIRST_MIGRATION}`;

const writeBuild = (dir: string, next: boolean) => {
  const server = join(dir, 'apps/server');
  mkdirSync(join(server, 'dist'), { recursive: true });
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'apps/server/package.json'), 'utf8')) as {
    version: string;
  };
  if (next) pkg.version = `${pkg.version}-next`;
  writeFileSync(join(server, 'package.json'), JSON.stringify(pkg));
  for (const entry of ['main.js', 'cli.js']) {
    const code = readFileSync(join(REPO_ROOT, 'apps/server/dist', entry), 'utf8');
    if (next && !code.includes(FIRST_MIGRATION))
      throw new Error(`${entry}: the migrations are not where the test expects them`);
    writeFileSync(
      join(server, 'dist', entry),
      next ? code.replace(FIRST_MIGRATION, probeMigration) : code,
    );
  }
};

const stubs: Record<string, string> = {
  sudo: `exec "$@"`,
  nginx: `
render() {
  rm -rf "$ROOT/live" && cp -rL "$ROOT/etc/nginx" "$ROOT/live"
  find "$ROOT/live" -type f -exec sed -i \\
    -e "s#/etc/nginx/#$ROOT/live/#g" \\
    -e "s#/etc/letsencrypt/#$ROOT/etc/letsencrypt/#g" \\
    -e "s#/run/nginx.pid#$ROOT/run/nginx.pid#g" \\
    -e "s#/var/log/nginx/#$ROOT/log/#g" \\
    -e '/^user /d' \\
    -e '/listen \\[::\\]/d' \\
    -e "s#listen 80\\b#listen 127.0.0.1:$HTTP_PORT#" \\
    -e "s#listen 443 ssl#listen 127.0.0.1:$HTTPS_PORT ssl#" \\
    -e "s#127\\.0\\.0\\.1:3000\\b#127.0.0.1:$PORT_3000#g" \\
    -e "s#127\\.0\\.0\\.1:3001\\b#127.0.0.1:$PORT_3001#g" \\
    -e "s#^http {#http {\\n client_body_temp_path $ROOT/tmp/body; proxy_temp_path $ROOT/tmp/proxy; fastcgi_temp_path $ROOT/tmp/fastcgi; uwsgi_temp_path $ROOT/tmp/uwsgi; scgi_temp_path $ROOT/tmp/scgi;#" \\
    {} +
}
render
exec "$REAL_NGINX" -p "$ROOT/live" -c "$ROOT/live/nginx.conf" -e "$ROOT/log/error.log" "$@"`,
  systemctl: `
action=$1; shift
units=()
for unit in "$@"; do
  case $unit in
    'cueleague@*') for pidfile in "$ROOT"/run/cueleague@*.pid; do [ -e "$pidfile" ] && units+=("$(basename "$pidfile" .pid)"); done ;;
    *) units+=("$unit") ;;
  esac
done
gone() { [ ! -e /proc/$1 ] || [ "$(cut -d' ' -f3 /proc/$1/stat)" = Z ]; }
start() {
  local port=\${1#cueleague@} mapped
  mapped=$(printenv "PORT_$port")
  (
    set -a; . "$ROOT/etc/cueleague/cueleague.env"; set +a
    cd "$ROOT/opt/cueleague"
    PORT=$mapped exec "$NODE" apps/server/dist/main.js
  ) </dev/null >>"$ROOT/log/$1.log" 2>&1 &
  echo $! >"$ROOT/run/$1.pid"
}
stop() {
  local pidfile=$ROOT/run/$1.pid pid
  [ -e "$pidfile" ] || return 0
  pid=$(cat "$pidfile")
  kill -TERM "$pid" 2>/dev/null || true
  until gone "$pid"; do sleep 0.05; done
  rm -f "$pidfile"
}
for unit in "\${units[@]}"; do
  case "$action $unit" in
    'reload nginx') nginx -s reload ;;
    'start cueleague@'*) start "$unit" ;;
    'stop cueleague@'*) stop "$unit" ;;
    'restart cueleague@'*) stop "$unit"; start "$unit" ;;
    *) echo "systemctl stand-in: $action $unit is not simulated" >&2; exit 2 ;;
  esac
done`,
  'systemd-run': `
env_file='' dir=''
while [ $# -gt 0 ]; do
  case $1 in
    --property=EnvironmentFile=*) env_file=\${1#--property=EnvironmentFile=} ;;
    --working-directory=*) dir=\${1#--working-directory=} ;;
    --*) ;;
    *) break ;;
  esac
  shift
done
set -a; . "$env_file"; set +a
cd "$dir"
shift
exec "$NODE" "$@"`,
  certbot: `
domain=''
while [ $# -gt 0 ]; do [ "$1" = -d ] && domain=$2; shift; done
# What certbot --nginx needs of the machine: a running nginx whose configuration passes.
kill -0 "$(cat "$ROOT/run/nginx.pid")"
nginx -t
curl -s -o /dev/null "http://127.0.0.1:$HTTP_PORT/"
live=$ROOT/etc/letsencrypt/live/$domain
mkdir -p "$live"
"$REAL_OPENSSL" req -x509 -newkey rsa:2048 -nodes -days 2 -keyout "$live/privkey.pem" \\
  -out "$live/fullchain.pem" -subj "/CN=$domain" -addext "subjectAltName=DNS:$domain" 2>/dev/null`,
  curl: `
# Only the documented ports: 127.0.0.1:3000 is not the start of 127.0.0.1:30004, a spare port the
# sandbox may have drawn for nginx.
args=()
for arg in "$@"; do
  args+=("$(printf '%s' "$arg" | sed -E \\
    -e "s#127\\.0\\.0\\.1:3000([^0-9]|$)#127.0.0.1:$PORT_3000\\1#g" \\
    -e "s#127\\.0\\.0\\.1:3001([^0-9]|$)#127.0.0.1:$PORT_3001\\1#g")")
done
exec /usr/bin/curl "\${args[@]}"`,
  git: `
case "$*" in
  pull) echo next >.build ;;
  *) echo "git stand-in: $* is not simulated" >&2; exit 2 ;;
esac`,
  npm: `
case "$*" in
  ci) ;;
  'run build') rm -rf apps/server && cp -r "$ROOT/builds/$(cat .build)/apps/server" apps/server ;;
  *) echo "npm stand-in: $* is not simulated" >&2; exit 2 ;;
esac`,
};

export interface DeploySandbox {
  root: string;
  httpPort: number;
  httpsPort: number;
  /** The port each instance (cueleague@3000, @3001) really listens on. */
  ports: { 3000: number; 3001: number };
  /**
   * Runs a documented block with bash -e, the paths mapped into the folder, from `cwd`. With
   * `reloadsNginx`, it then waits until nginx's workers from before the block take no more
   * requests (`systemctl reload` returns before they stop, and they still serve the old
   * configuration).
   */
  run(
    script: string,
    options?: { cwd?: string; domain?: string; reloadsNginx?: boolean },
  ): Promise<string>;
  /** Starts nginx as `apt-get install nginx` leaves it: Debian's configuration, default site. */
  startNginx(): Promise<void>;
  /** The certificate the certbot stand-in made for `domain`, to trust it. */
  certificate(domain: string): Buffer;
  /** Stops every process the sandbox started and removes the folder. */
  dispose(): Promise<void>;
}

/** The paths a block names, mapped into the sandbox folder. */
const mapPaths = (script: string, root: string): string =>
  script
    .replaceAll('/etc/nginx', `${root}/etc/nginx`)
    .replaceAll('/etc/letsencrypt', `${root}/etc/letsencrypt`)
    .replaceAll('/etc/cueleague', `${root}/etc/cueleague`)
    .replaceAll('/var/lib/cueleague', `${root}/var/lib/cueleague`)
    .replaceAll('/run/nginx.pid', `${root}/run/nginx.pid`)
    .replace(/(?<![\w.-])\/opt(?=[/\s]|$)/gm, `${root}/opt`);

/**
 * A sandbox whose /opt/cueleague holds this build, already built, and whose settings file says
 * `settings` (DATABASE_URL and the like; DATA_DIR is the sandbox's /var/lib/cueleague).
 */
export const createDeploySandbox = async (settings: Record<string, string>) => {
  buildServer();
  const root = mkdtempSync(join(tmpdir(), 'cueleague-deploy-'));
  for (const dir of ['bin', 'run', 'log', 'tmp', 'etc/cueleague', 'var/lib/cueleague', 'opt'])
    mkdirSync(join(root, dir), { recursive: true });
  if (existsSync('/etc/nginx')) cpSync('/etc/nginx', join(root, 'etc/nginx'), { recursive: true });
  writeBuild(join(root, 'builds/current'), false);
  writeBuild(join(root, 'builds/next'), true);
  const checkout = join(root, 'opt/cueleague');
  cpSync(join(root, 'builds/current'), checkout, { recursive: true });
  writeFileSync(join(checkout, '.build'), 'current\n');
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(checkout, 'node_modules'));
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: join(root, 'var/lib/cueleague'),
    WEB_DIST_DIR: join(root, 'no-web-build'),
    SESSION_SECRET: 'deploy-sandbox-secret-deploy-sandbox-secret',
    LOG_LEVEL: 'warn',
    ...settings,
  };
  writeFileSync(
    join(root, 'etc/cueleague/cueleague.env'),
    Object.entries(env)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n'),
  );
  for (const [name, body] of Object.entries(stubs)) {
    writeFileSync(join(root, 'bin', name), `#!/usr/bin/env bash\nset -euo pipefail\n${body}\n`);
    chmodSync(join(root, 'bin', name), 0o755);
  }
  const ports = { 3000: await freePort(), 3001: await freePort() };
  const httpPort = await freePort();
  const httpsPort = await freePort();
  const processEnv = {
    ...process.env,
    PATH: `${join(root, 'bin')}:${process.env.PATH ?? ''}`,
    ROOT: root,
    NODE: process.execPath,
    REAL_NGINX: NGINX,
    REAL_OPENSSL: OPENSSL,
    HTTP_PORT: String(httpPort),
    HTTPS_PORT: String(httpsPort),
    PORT_3000: String(ports[3000]),
    PORT_3001: String(ports[3001]),
  };
  let nginx: ChildProcess | undefined;

  /** nginx's worker processes that take requests (one shutting down has another title). */
  const nginxWorkers = (): string[] => {
    const pidFile = join(root, 'run/nginx.pid');
    if (!existsSync(pidFile)) return [];
    try {
      return execFileSync('pgrep', [
        '-P',
        readFileSync(pidFile, 'utf8').trim(),
        '-f',
        'worker process$',
      ])
        .toString()
        .split('\n')
        .filter(Boolean);
    } catch {
      return [];
    }
  };

  const run = async (
    script: string,
    options: { cwd?: string; domain?: string; reloadsNginx?: boolean } = {},
  ) => {
    const before = options.reloadsNginx ? nginxWorkers() : [];
    const output = await runBlock(script, options);
    // Old workers finish their requests before they go: on a loaded CI box (two cores, every test
    // file at once) that has taken over 10 s, so the wait allows 30.
    const deadline = Date.now() + 30_000;
    while (nginxWorkers().some((pid) => before.includes(pid))) {
      if (Date.now() > deadline) throw new Error('nginx did not reload');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return output;
  };

  const runBlock = (script: string, options: { cwd?: string; domain?: string }) =>
    new Promise<string>((resolve, reject) => {
      const text = mapPaths(
        `${leagueFunction()}\n${script.replaceAll('YOUR.DOMAIN', options.domain ?? 'localhost')}`,
        root,
      );
      const child = spawn('bash', ['-euo', 'pipefail', '-c', text], {
        cwd: options.cwd ?? checkout,
        env: processEnv,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const out: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => out.push(chunk));
      child.on('close', (code) => {
        const output = Buffer.concat(out).toString();
        if (code === 0) resolve(output);
        else reject(new Error(`The documented block failed (${code}):\n${script}\n---\n${output}`));
      });
    });

  const sandbox: DeploySandbox = {
    root,
    httpPort,
    httpsPort,
    ports,
    run,
    async startNginx() {
      // The nginx stand-in renders the configuration; `-t` only checks it.
      execFileSync(join(root, 'bin', 'nginx'), ['-t'], { env: processEnv, stdio: 'ignore' });
      nginx = spawn(
        NGINX,
        [
          '-p',
          join(root, 'live'),
          '-c',
          join(root, 'live/nginx.conf'),
          '-e',
          join(root, 'log/error.log'),
          '-g',
          'daemon off;',
        ],
        { stdio: 'ignore' },
      );
      const deadline = Date.now() + 10_000;
      while (!existsSync(join(root, 'run/nginx.pid'))) {
        if (Date.now() > deadline) throw new Error('nginx did not start');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    certificate: (domain) =>
      readFileSync(join(root, 'etc/letsencrypt/live', domain, 'fullchain.pem')),
    async dispose() {
      for (const file of readdirSync(join(root, 'run'))) {
        if (!file.startsWith('cueleague@')) continue;
        await run(`systemctl stop ${file.replace(/\.pid$/, '')}`).catch(() => undefined);
      }
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx?.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  return sandbox;
};

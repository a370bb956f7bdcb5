// The origin that links in mails are built on. Never a request's Host header: anyone can send
// `Host: attacker.example`, and a reset link built on it would mail the victim's token to them.
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '']);

const hostPart = (host: string): string => (host.includes(':') ? `[${host}]` : host);

/**
 * PUBLIC_URL when it is set. Otherwise the address the server itself listens on: in production
 * that is a loopback address (config.ts refuses to start otherwise); in development a wildcard
 * bind answers as localhost.
 */
export const publicOrigin = (config: Config, listening: AddressInfo | string | null): string => {
  if (config.publicUrl) return new URL(config.publicUrl).href.replace(/\/$/, '');
  const port = listening && typeof listening === 'object' ? listening.port : config.port;
  const host = WILDCARD_HOSTS.has(config.host) ? 'localhost' : config.host;
  return `http://${hostPart(host)}:${port}`;
};

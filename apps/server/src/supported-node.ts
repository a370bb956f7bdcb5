// The Node.js versions CueLeague runs on: the LTS lines 22 (from 22.14) and 24, as package.json's
// `engines` says. better-sqlite3 is built on Node-API 10, which Node 22 has from 22.14; an older
// Node (Debian 13's /usr/bin/node is 20) crashes with a bare segmentation fault on opening the
// database, so every entry point refuses it first, in one line that says what to run instead.

/** package.json's `engines.node`, kept equal to it by supported-node.test.ts. */
export const SUPPORTED_NODE = '^22.14.0 || >=24';

export const isSupportedNode = (version: string): boolean => {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  return (major === 22 && minor >= 14) || major >= 24;
};

/** The refusal an unsupported Node gets, or null when this one will do. */
export const unsupportedNodeMessage = (
  version: string = process.versions.node,
  execPath: string = process.execPath,
): string | null =>
  isSupportedNode(version)
    ? null
    : `CueLeague needs Node.js ${SUPPORTED_NODE}; ${execPath} is ${version}. ` +
      'Run it through npm (npm start, npm run ...), which uses the Node.js that npm install put ' +
      'in node_modules/.bin/node, or start that one: node_modules/.bin/node apps/server/dist/main.js.';

/** Stops the process with that refusal on an unsupported Node, before the database is opened. */
export const refuseUnsupportedNode = (): void => {
  const message = unsupportedNodeMessage();
  if (message === null) return;
  console.error(message);
  process.exit(1);
};

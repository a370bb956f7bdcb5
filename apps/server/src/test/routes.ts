// The routes an app registered, read from Fastify's own listing, for the tests that sweep every
// route (bad input, the permissions matrix, the fuzzer): a new route is covered without a list
// to keep up to date.

export interface Route {
  method: string;
  path: string;
}

/**
 * Reads `app.printRoutes({ commonPrefix: false })`'s tree into method and full path pairs, without
 * the HEAD route Fastify adds beside each GET.
 */
export const listRoutes = (tree: string): Route[] => {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const found = /^([│├└─\s]*)(\S.*?) \(([A-Z, ]+)\)$/u.exec(line);
    if (!found) continue;
    const [, indent = '', segment = '', methods = ''] = found;
    const depth = Math.floor([...indent].length / 4);
    stack.length = depth;
    stack[depth] = segment;
    const path = stack.join('');
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
};

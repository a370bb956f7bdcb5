// A stand-in for the web build's page renderer (apps/web/dist-ssr/render-page.js, which the
// server imports at start-up): a real module file where the server looks for it, whose
// renderPage records each page asked for and hands it to the test's own function.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { rendererFile, type PageToRender, type RenderedPage } from '../http/page-renderer.ts';

/** How a render reads the API: the server's own routes (page-renderer.ts). */
export type RenderTransport = (path: string, init: RequestInit) => Promise<Response>;
export type RenderRequest = PageToRender & { transport: RenderTransport };

export interface FakeRenderer {
  /** The pages asked for, in order. */
  calls: PageToRender[];
  /** What a render does; markupOf by default. Replace it to make renders fail or wait. */
  render: (request: RenderRequest) => Promise<RenderedPage>;
}

/** A view that names the page and its language, as a check that they reached the renderer. */
export const markupOf = ({ url, locale, signedOut }: PageToRender): RenderedPage => ({
  head: '<style data-emotion="css fake">.fake{color:gold}</style>',
  root: `<main class="fake" lang="${locale}" data-url="${url}" data-signed-out="${String(signedOut)}"></main>`,
  state: '<script type="application/json" id="fake-state">{"queries":[]}</script>',
});

const REGISTRY = '__cueleagueFakeRenderers';
type Registry = Map<string, (request: RenderRequest) => Promise<RenderedPage>>;
const registry = (): Registry => {
  const scope = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  return (scope[REGISTRY] ??= new Map() as Registry);
};

/** Writes the renderer the server finds beside `webDistDir`, and returns its controls. */
export const writeFakeRenderer = (webDistDir: string): FakeRenderer => {
  const id = randomUUID();
  const renderer: FakeRenderer = {
    calls: [],
    render: async (request) => markupOf(request),
  };
  registry().set(id, async ({ transport, ...page }) => {
    renderer.calls.push(page);
    return renderer.render({ ...page, transport });
  });
  const file = rendererFile(webDistDir);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    `export const renderPage = (request) => globalThis.${REGISTRY}.get(${JSON.stringify(id)})(request);\n`,
  );
  return renderer;
};

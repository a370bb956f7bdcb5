// The web app's index.html with a page's link preview in its head: <title>, the description,
// and the Open Graph and Twitter tags chat apps read when a link is pasted. The built file is
// split once, at start-up, around the place the tags go; each page is then two strings and its
// tags. Everything that came from the database is escaped: these are attributes and text in a
// page that runs the app's scripts.
import { createHash } from 'node:crypto';
import type { AppRoute } from '@cueleague/domain/permissions';
import { idSchema } from '@cueleague/domain/entities';
import type { LinkPreview, PreviewPage } from '../services/link-previews.ts';
import { PREVIEW_IMAGE_HEIGHT, PREVIEW_IMAGE_WIDTH, previewImagePath } from './preview-image.ts';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for an HTML attribute value or element content. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

/** The built index.html, cut where a page's tags go (its own title and description removed). */
export interface IndexTemplate {
  before: string;
  after: string;
  /** The build's own title and description, for a page with no preview of its own. */
  plainTags: string;
}

const TITLE = /<title[^>]*>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

const MARK = '\u0000';
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g;

/**
 * The build's stylesheets (its fonts' faces, a few kilobytes compressed) written into the page,
 * so a phone paints without asking for them first; a sheet `read` cannot find keeps its link.
 */
export const inlineStylesheets = (html: string, read: (href: string) => string | null): string =>
  html.replace(STYLESHEET, (link, href: string) => {
    const css = read(href);
    return css === null || css.includes('</') ? link : `<style>${css}</style>`;
  });

export const indexTemplate = (html: string): IndexTemplate => {
  // The tags go where the build's title was; without one, before </head>; else at the start.
  const plainTags = [html.match(TITLE)?.[0], html.match(DESCRIPTION)?.[0]]
    .filter((tag) => tag !== undefined)
    .map((tag) => tag.trim())
    .join('\n    ');
  let marked = TITLE.test(html) ? html.replace(TITLE, MARK) : html;
  marked = marked.replace(DESCRIPTION, '');
  if (!marked.includes(MARK)) {
    const head = marked.search(/<\/head>/i);
    const at = head === -1 ? 0 : head;
    marked = `${marked.slice(0, at)}${MARK}${marked.slice(at)}`;
  }
  const [before = '', after = ''] = marked.split(MARK);
  return { before, after, plainTags };
};

/** Where the page's absolute links start: PUBLIC_URL, or null (then no og:url or og:image). */
export interface PreviewLinks {
  origin: string | null;
  /** Whether the server draws each page's card (preview-image.ts) as its image. */
  cards: boolean;
  /** Else the app's icon's path (a square PNG shipped with the build), when there is one. */
  imagePath: string | null;
}

const meta = (attribute: 'name' | 'property', key: string, content: string): string =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** The page's image: its drawn card (a large picture), else the app's icon, else none. */
const imageTags = (preview: LinkPreview, path: string, links: PreviewLinks): string[] => {
  if (!links.origin) return [];
  if (!links.cards) {
    return links.imagePath
      ? [meta('property', 'og:image', `${links.origin}${links.imagePath}`)]
      : [];
  }
  // What the card says, for those who cannot see it (a match's description starts with its title).
  const alt = preview.description.startsWith(preview.title)
    ? preview.description
    : `${preview.title} · ${preview.description}`;
  return [
    meta('property', 'og:image', `${links.origin}${previewImagePath(path, preview)}`),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE_HEIGHT)),
    meta('property', 'og:image:alt', alt),
  ];
};

/** A page's preview tags: its title, description, Open Graph and Twitter tags. */
const previewTags = (preview: LinkPreview, path: string, links: PreviewLinks): string => {
  const title = preview.general ? preview.siteName : `${preview.title} · ${preview.siteName}`;
  // The general preview is the home page's, wherever it is shown.
  const ownPath = preview.general ? '/' : path;
  const images = imageTags(preview, ownPath, links);
  const large = links.cards && images.length > 0;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', preview.description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', preview.siteName),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    ...(links.origin ? [meta('property', 'og:url', `${links.origin}${ownPath}`)] : []),
    ...images,
    meta('name', 'twitter:card', large ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  ];
  return tags.join('\n    ');
};

/** A server-rendered view (page-renderer.ts): styles, the root's markup and its data. */
export interface RenderedView {
  head: string;
  root: string;
  state: string;
}

const ROOT = /<div id="root"><\/div>/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOADS = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * A rendered page's app starts once the page has painted: its entry script (and the chunks the
 * build preloads with it) would otherwise share a phone's bandwidth with the page itself, and
 * their hundreds of kilobytes arrive after it anyway. A frame, then a task: after that paint. The
 * entry is named on the root, so this script is the same on every page and build, and the
 * Content-Security-Policy allows it by its hash (app.ts) rather than any inline script.
 */
export const APP_START_SCRIPT =
  "const root = document.getElementById('root'); requestAnimationFrame(() => setTimeout(() => import(root.dataset.entry)));";

/** The start script's CSP source: 'sha256-…'. */
export const APP_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(APP_START_SCRIPT).digest('base64')}'`;

/** The template's end with the app started after the first paint, and the entry to start. */
const appAfterFirstPaint = (after: string): { after: string; entry: string | null } => {
  const entry = after.match(ENTRY_SCRIPT)?.[1] ?? null;
  if (!entry) return { after, entry };
  return {
    entry,
    after: after
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOADS, '')
      .replace('</body>', () => `<script type="module">${APP_START_SCRIPT}</script>\n  </body>`),
  };
};

/**
 * The page: the build's index.html with the page's preview tags (or the build's own title and
 * description), and with its server-rendered view when it has one: its styles at the end of the
 * head, its markup in the root and its data right after it, and the app started after the first
 * paint.
 */
export const renderPage = (
  template: IndexTemplate,
  preview: LinkPreview | null,
  path: string,
  links: PreviewLinks,
  view: RenderedView | null = null,
): string => {
  const tags = preview ? previewTags(preview, path, links) : template.plainTags;
  // Replaced by functions: a replacement string would read `$&` and its kin in the markup.
  let after = template.after;
  if (view) {
    const started = appAfterFirstPaint(after);
    const entry = started.entry ? ` data-entry="${escapeHtml(started.entry)}"` : '';
    after = started.after
      .replace('</head>', () => `${view.head}</head>`)
      .replace(ROOT, () => `<div id="root"${entry}>${view.root}</div>${view.state}`);
  }
  return `${template.before}${tags}\n    ${after}`;
};

/** The web app's routes that get a preview of their own, and the page each one is. */
const PREVIEWED = {
  '/': () => ({ kind: 'home' }),
  '/standings': () => ({ kind: 'standings' }),
  '/teams/:teamId': (id) => ({ kind: 'team', id }),
  '/players/:playerId': (id) => ({ kind: 'player', id }),
  '/matches/:matchId': (id) => ({ kind: 'match', id }),
  '/competitions/:competitionId': (id) => ({ kind: 'competition', id }),
} satisfies Partial<Record<AppRoute, (id: string) => PreviewPage>>;

/** The web app's routes with a preview of their own, as patterns ('/teams/:teamId'). */
export const PREVIEWED_ROUTES = Object.keys(PREVIEWED);

/** The pages a visitor opens from a link, whose first view the server renders (page-renderer.ts). */
export const RENDERED_ROUTES = [
  '/',
  '/live',
  '/standings',
  '/fixtures',
  '/players',
  '/teams/:teamId',
  '/players/:playerId',
  '/matches/:matchId',
  '/competitions',
  '/competitions/:competitionId',
] as const satisfies readonly AppRoute[];

/** Whether a path (without its query) is one of RENDERED_ROUTES. */
export const isRenderedPath = (path: string): boolean => {
  const have = path.split('/');
  return RENDERED_ROUTES.some((pattern) => {
    const want = pattern.split('/');
    return (
      want.length === have.length &&
      want.every((segment, index) =>
        segment.startsWith(':') ? have[index] !== '' : segment === have[index],
      )
    );
  });
};

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** A page and its canonical path: the route with its id written as the web app's links do. */
export interface PreviewTarget {
  page: PreviewPage;
  path: string;
}

/**
 * The page a path (without its query) shows, or null for any other path (it gets the plain
 * index.html). An id that could not be one (badly encoded, too long) gets the general preview.
 */
export const previewTargetOf = (path: string): PreviewTarget | null => {
  const have = path.replace(/(.)\/$/, '$1').split('/');
  for (const [pattern, pageOf] of Object.entries(PREVIEWED) as [
    string,
    (id: string) => PreviewPage,
  ][]) {
    const want = pattern.split('/');
    if (want.length !== have.length) continue;
    const param = want.findIndex((segment) => segment.startsWith(':'));
    if (want.some((segment, index) => index !== param && segment !== have[index])) continue;
    if (param === -1) return { page: pageOf(''), path: pattern };
    const id = decoded(have[param] ?? '');
    if (id === null || !idSchema.safeParse(id).success || id.trim() !== id) {
      return { page: { kind: 'home' }, path: '/' };
    }
    const canonical = want.map((segment, index) =>
      index === param ? encodeURIComponent(id) : segment,
    );
    return { page: pageOf(id), path: canonical.join('/') };
  }
  return null;
};

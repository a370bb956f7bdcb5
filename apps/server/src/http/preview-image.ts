// A page's preview image (docs/decisions/0041-link-preview-images.md): its card (link-previews.ts)
// drawn as a 1200x630 PNG in the app's dark theme, with the league's name and CueLeague's mark.
// satori lays the card out and writes it as SVG (its text as paths, from the Roboto files of
// @fontsource/roboto); resvg turns that into a PNG on libuv's thread pool, off the event loop.
// Both are loaded at start-up; a server where they cannot load keeps the app's icon as its image.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { LinkPreview, PreviewCard } from '../services/link-previews.ts';

/** The size chat apps show a large card at (Open Graph's and X's 1.91:1). */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;

/** Raised when the card's drawing changes, so every image's address changes with it. */
const CARD_DESIGN = 1;

/**
 * A preview's image's version: a hash of what it shows. It goes in the image's address, so a chat
 * app that keeps images by address (most keep them for days) fetches the new one once it changes.
 */
export const previewImageVersion = (preview: Pick<LinkPreview, 'siteName' | 'card'>): string =>
  createHash('sha256')
    .update(JSON.stringify([CARD_DESIGN, preview.siteName, preview.card]))
    .digest('base64url')
    .slice(0, 16);

/** Where the preview images are served: /preview-images/teams/t1.png is /teams/t1's. */
export const PREVIEW_IMAGES_PREFIX = '/preview-images/';
const HOME_IMAGE = 'home';

/** A page's image's address (without the origin): its path, '.png', and its version. */
export const previewImagePath = (
  pagePath: string,
  preview: Pick<LinkPreview, 'siteName' | 'card'>,
): string =>
  `${PREVIEW_IMAGES_PREFIX}${pagePath === '/' ? HOME_IMAGE : pagePath.slice(1)}.png?v=${previewImageVersion(preview)}`;

/** The page an image's path (after the prefix, without its query) is of, or null. */
export const pagePathOfImage = (imagePath: string): string | null => {
  if (!imagePath.endsWith('.png')) return null;
  const page = imagePath.slice(0, -'.png'.length);
  if (page === HOME_IMAGE) return '/';
  return page === '' || page.startsWith('/') ? null : `/${page}`;
};

/** The app's dark theme (apps/web/src/app/theme.ts): cloth green and brass on near-black. */
const COLOURS = {
  background: '#0c110e',
  paper: '#141c17',
  primary: '#4caf50',
  secondary: '#ffb300',
  text: '#fafafa',
  secondaryText: 'rgba(255, 255, 255, 0.7)',
};

/** An element as satori reads it (React's shape, without React). */
interface Node {
  type: string;
  props: { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string };
}

const box = (style: Record<string, string | number>, ...children: (Node | string)[]): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/** A flex item that may shrink below its text's width (CSS's min-width: auto would not). */
const shrinks = { flexGrow: 1, flexShrink: 1, minWidth: 0 };

/** Text on one line, cut with an ellipsis where it does not fit (lines > 1: that many lines). */
const text = (style: Record<string, string | number>, content: string, lines = 1): Node => ({
  type: 'div',
  props: {
    style:
      lines === 1
        ? { display: 'flex', whiteSpace: 'nowrap', overflow: 'hidden', ...style }
        : { display: 'block', lineClamp: lines, overflow: 'hidden', ...style },
    // Cut the text itself too: a name is at most a few dozen characters, and a card's render
    // time follows its text's length.
    children: content.length > 160 ? `${content.slice(0, 159)}…` : content,
  },
});

const ellipsis = { textOverflow: 'ellipsis' };

/** CueLeague's mark: the eight ball on the cloth's green ring (apps/web/public/favicon.svg). */
const mark = (size: number): Node =>
  box(
    {
      width: size,
      height: size,
      borderRadius: size / 2,
      background: '#111111',
      border: `${Math.round(size / 20)}px solid ${COLOURS.primary}`,
      alignItems: 'center',
      justifyContent: 'center',
    },
    box(
      {
        width: size * 0.42,
        height: size * 0.42,
        borderRadius: size * 0.21,
        background: '#fafafa',
        color: '#111111',
        fontSize: size * 0.27,
        fontWeight: 700,
        alignItems: 'center',
        justifyContent: 'center',
      },
      '8',
    ),
  );

/** A match: the two teams one above the other, each with its frames once there is a score. */
const matchBody = (card: Extract<PreviewCard, { kind: 'match' }>): Node[] => {
  const side = (name: string, score: number | undefined, leads: boolean) =>
    box(
      { alignItems: 'center', width: '100%', height: 120 },
      text({ ...shrinks, fontSize: 64, fontWeight: 700, ...ellipsis }, name),
      score === undefined
        ? box({})
        : text(
            {
              marginLeft: 40,
              fontSize: 96,
              fontWeight: 700,
              color: leads ? COLOURS.secondary : COLOURS.text,
            },
            String(score),
          ),
    );
  const [home, away] = card.score ?? [undefined, undefined];
  const leader = home !== undefined && away !== undefined && home !== away;
  return [
    side(card.home, home, leader && home > away),
    text({ fontSize: 36, color: COLOURS.secondaryText, margin: '4px 0' }, card.score ? '' : 'v'),
    side(card.away, away, leader && away > home),
    text({ marginTop: 24, fontSize: 34, color: COLOURS.secondaryText, ...ellipsis }, card.facts),
  ];
};

/** A table's top: a place (or a division), the team and its points, a row each. */
const tableBody = (card: Extract<PreviewCard, { kind: 'table' }>): Node[] => [
  text({ fontSize: 52, fontWeight: 700, marginBottom: 20, ...ellipsis }, card.title),
  ...card.rows.map((row, index) =>
    box(
      {
        alignItems: 'center',
        height: 66,
        padding: '0 24px',
        marginBottom: 6,
        borderRadius: 10,
        background: index % 2 === 0 ? COLOURS.paper : COLOURS.background,
        fontSize: 36,
      },
      text(
        {
          width: row.label.length > 4 ? 300 : 90,
          color: index === 0 ? COLOURS.secondary : COLOURS.secondaryText,
          fontWeight: 700,
          ...ellipsis,
        },
        row.label,
      ),
      text({ ...shrinks, fontWeight: 700, ...ellipsis }, row.team),
      text({ marginLeft: 24, color: COLOURS.secondaryText }, row.points),
    ),
  ),
  ...(card.facts
    ? [text({ marginTop: 16, fontSize: 34, color: COLOURS.secondaryText, ...ellipsis }, card.facts)]
    : []),
];

/** A team, a player, a cup: the name large, and its line of facts below. */
const factsBody = (card: Extract<PreviewCard, { kind: 'facts' }>): Node[] => [
  text({ fontSize: 80, fontWeight: 700, lineHeight: 1.15, ...ellipsis }, card.title, 2),
  text(
    { marginTop: 28, fontSize: 40, lineHeight: 1.3, color: COLOURS.secondaryText, ...ellipsis },
    card.facts,
    3,
  ),
];

/** The whole card: the league's name over the page's content, CueLeague's mark small. */
export const cardTree = (preview: Pick<LinkPreview, 'siteName' | 'card'>): Node => {
  const { card } = preview;
  const body =
    card.kind === 'match'
      ? matchBody(card)
      : card.kind === 'table'
        ? tableBody(card)
        : factsBody(card);
  return box(
    {
      width: '100%',
      height: '100%',
      // satori's boxes are content-box unless told: the padding would widen the card.
      boxSizing: 'border-box',
      flexDirection: 'column',
      padding: '48px 64px 40px',
      background: COLOURS.background,
      borderBottom: `12px solid ${COLOURS.primary}`,
      color: COLOURS.text,
      fontFamily: 'Roboto',
    },
    box(
      { alignItems: 'center', width: '100%' },
      text(
        {
          ...shrinks,
          fontSize: 38,
          fontWeight: 700,
          color: COLOURS.primary,
          ...ellipsis,
        },
        preview.siteName,
      ),
      box(
        { alignItems: 'center', marginLeft: 32, fontSize: 26, color: COLOURS.secondaryText },
        mark(44),
        text({ marginLeft: 12 }, 'CueLeague'),
      ),
    ),
    box({ flexDirection: 'column', justifyContent: 'center', flexGrow: 1, width: '100%' }, ...body),
  );
};

/** Roboto's subsets a league's names are likely written in, regular and bold. */
const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'greek'] as const;
const FONT_WEIGHTS = [400, 700] as const;

/** Draws a preview's card as PNG bytes. */
export type CardRenderer = (preview: Pick<LinkPreview, 'siteName' | 'card'>) => Promise<Buffer>;

/**
 * The card renderer, or null (with a warning) where satori or resvg cannot load: then pages keep
 * the app's icon as their image. The fonts are read once, here.
 */
export const loadCardRenderer = async (log: FastifyBaseLogger): Promise<CardRenderer | null> => {
  try {
    const [{ default: satori }, { renderAsync }] = await Promise.all([
      import('satori'),
      import('@resvg/resvg-js'),
    ]);
    const require = createRequire(import.meta.url);
    const fonts = FONT_SUBSETS.flatMap((subset) =>
      FONT_WEIGHTS.map((weight) => ({
        name: 'Roboto',
        weight,
        style: 'normal' as const,
        data: readFileSync(
          require.resolve(`@fontsource/roboto/files/roboto-${subset}-${weight}-normal.woff`),
        ),
      })),
    );
    return async (preview) => {
      const svg = await satori(cardTree(preview) as unknown as Parameters<typeof satori>[0], {
        width: PREVIEW_IMAGE_WIDTH,
        height: PREVIEW_IMAGE_HEIGHT,
        fonts,
      });
      // The text is paths already: no font to look for.
      const image = await renderAsync(svg, {
        fitTo: { mode: 'original' },
        font: { loadSystemFonts: false },
        logLevel: 'off',
      });
      return image.asPng();
    };
  } catch (error) {
    log.warn({ err: error }, 'No preview image renderer: pages keep the app icon as their image');
    return null;
  }
};

/** How many renders may wait behind the one under way; more are refused (PreviewImageBusy). */
export const RENDER_QUEUE = 8;

/**
 * A renderer that draws one card at a time, the rest waiting their turn, and refuses a render
 * when RENDER_QUEUE already wait: a flood of requests for uncached images costs one render at a
 * time (one thread of libuv's pool, and satori's layout between requests), never a pile of them.
 */
export const oneAtATime = (render: CardRenderer, queue = RENDER_QUEUE): CardRenderer => {
  let pending = 0;
  let turn: Promise<unknown> = Promise.resolve();
  return (preview) => {
    if (pending > queue) return Promise.reject(new PreviewImageBusy());
    pending += 1;
    const rendering = turn
      .then(() => render(preview))
      .finally(() => {
        pending -= 1;
      });
    turn = rendering.catch(() => undefined);
    return rendering;
  };
};

/** Thrown when too many renders wait, or a render was waited for too long: a 503. */
export class PreviewImageBusy extends Error {
  override name = 'PreviewImageBusy';
  constructor(message = 'Too many preview images are being drawn') {
    super(message);
  }
}

// The page template and the previewed and rendered routes on their own: any build's index.html
// takes the tags once (and a rendered view in its head and root), only the five public routes get
// a preview of their own, and only the visitor's pages are rendered by the server.
import { describe, expect, it } from 'vitest';
import type { LinkPreview } from '../services/link-previews.ts';
import {
  indexTemplate,
  isRenderedPath,
  previewTargetOf,
  RENDERED_ROUTES,
  renderPage,
} from './page-html.ts';

const preview: LinkPreview = {
  title: 'Anchor Sharks',
  description: 'A & B',
  siteName: 'Test League',
  general: false,
  card: { kind: 'facts', title: 'Anchor Sharks', facts: 'A & B' },
};
const links = { origin: null, cards: true, imagePath: null };

describe('the page template', () => {
  it('puts the tags before </head> when the build has no title, and at the start with no head', () => {
    const headOnly = renderPage(
      indexTemplate('<html><head><meta charset="UTF-8" /></head><body></body></html>'),
      preview,
      '/teams/t2',
      links,
    );
    expect(headOnly).toMatch(
      /<meta charset="UTF-8" \/><title>Anchor Sharks · Test League<\/title>[\s\S]*<\/head><body>/,
    );
    const bare = renderPage(indexTemplate('<div id="root"></div>'), preview, '/teams/t2', links);
    expect(bare.startsWith('<title>Anchor Sharks · Test League</title>')).toBe(true);
    expect(bare).toContain('content="A &amp; B"');
    expect(bare.endsWith('<div id="root"></div>')).toBe(true);
  });
});

describe('a rendered view in the page', () => {
  const built = [
    '<html><head><title>CueLeague</title><meta name="description" content="Pool." />',
    '<script type="module" src="/assets/index.js"></script></head>',
    '<body><div id="root"></div></body></html>',
  ].join('');
  const view = {
    head: '<style data-emotion="css a1">.a1{color:red}</style>',
    root: '<main><h1>Standings</h1></main>',
    state: '<script type="application/json" id="server-state">{"locale":"en-GB"}</script>',
  };

  it('puts a rendered view in the page: styles last in the head, markup in the root, data after it', () => {
    const html = renderPage(indexTemplate(built), preview, '/standings', links, view);
    expect(html.startsWith('<html><head><title>Anchor Sharks · Test League</title>')).toBe(true);
    expect(html.match(/<meta /g)).toHaveLength(8);
    expect(
      html.endsWith(
        `<script type="module" src="/assets/index.js"></script>${view.head}</head>` +
          `<body><div id="root">${view.root}</div>${view.state}</body></html>`,
      ),
    ).toBe(true);

    // No preview of its own (/fixtures): the build's own title and description, once each.
    const plain = renderPage(indexTemplate(built), null, '/fixtures', links, view);
    expect(plain.match(/<title>CueLeague<\/title>/g)).toHaveLength(1);
    expect(plain.match(/<meta name="description" content="Pool." \/>/g)).toHaveLength(1);
    expect(plain).toContain(`<div id="root">${view.root}</div>${view.state}</body>`);

    // Without a view, the page is the build's, untouched.
    expect(renderPage(indexTemplate(built), null, '/fixtures', links)).toBe(
      built.replace('<meta name', '\n    <meta name').replace('<script', '\n    <script'),
    );
  });

  it('writes the view as it is: `$&` and its kin in the markup are not replacement patterns', () => {
    const tricky = {
      head: "<style>/* $& $' $` $$ */</style>",
      root: "<p>$& and $' and $` and $$ and $1 and $<name></p>",
      state: '<script>self.s="$\'$&"</script>',
    };
    const html = renderPage(indexTemplate(built), preview, '/standings', links, tricky);
    expect(html).toContain(`${tricky.head}</head>`);
    expect(html).toContain(`<div id="root">${tricky.root}</div>${tricky.state}</body>`);
  });
});

describe('the rendered routes', () => {
  it('are the pages a visitor opens, by their patterns', () => {
    for (const path of [
      '/',
      '/live',
      '/standings',
      '/fixtures',
      '/players',
      '/teams/t1',
      '/players/t1-p1',
      '/matches/m%201',
    ]) {
      expect(isRenderedPath(path), path).toBe(true);
    }
    // Each pattern, with an id for its parameter.
    for (const route of RENDERED_ROUTES) {
      expect(isRenderedPath(route.replace(/:[A-Za-z]+$/, 'x1')), route).toBe(true);
    }
  });

  it('leave out the signed-in pages, the rest, and a path with no id or more than one', () => {
    for (const path of [
      '/login',
      '/admin',
      '/admin/teams',
      '/team',
      '/team/match/m1/score',
      '/teams',
      '/teams/',
      '/teams/a/b',
      '/players/',
      '/matches//m1',
      '/standings/extra',
      '/no-such-page',
      '',
    ]) {
      expect(isRenderedPath(path), path).toBe(false);
    }
  });
});

describe('the previewed routes', () => {
  it('knows the five public pages, with or without a trailing slash, and writes ids as links do', () => {
    expect(previewTargetOf('/')).toEqual({ page: { kind: 'home' }, path: '/' });
    expect(previewTargetOf('/standings/')).toEqual({
      page: { kind: 'standings' },
      path: '/standings',
    });
    expect(previewTargetOf('/teams/t1/')).toEqual({
      page: { kind: 'team', id: 't1' },
      path: '/teams/t1',
    });
    expect(previewTargetOf('/players/a%2Fb')).toEqual({
      page: { kind: 'player', id: 'a/b' },
      path: '/players/a%2Fb',
    });
    expect(previewTargetOf('/matches/m%201')).toEqual({
      page: { kind: 'match', id: 'm 1' },
      path: '/matches/m%201',
    });
  });

  it('leaves every other page alone, and gives an impossible id the general preview', () => {
    for (const path of [
      '/players',
      '/fixtures',
      '/teams',
      '/teams/t1/edit',
      '/team/match/m1/score',
    ]) {
      expect(previewTargetOf(path)).toBeNull();
    }
    expect(previewTargetOf('/teams/%E0%A4%A')).toEqual({ page: { kind: 'home' }, path: '/' });
    expect(previewTargetOf(`/teams/${'x'.repeat(201)}`)).toEqual({
      page: { kind: 'home' },
      path: '/',
    });
  });
});

describe('the preview image tags', () => {
  const page = (links: { origin: string | null; cards: boolean; imagePath: string | null }) =>
    renderPage(indexTemplate('<head></head>'), preview, '/teams/t2', links);

  it('names the drawn card as a large image, the app icon where cards cannot be drawn, none without PUBLIC_URL', () => {
    const origin = 'https://league.example.org';
    const drawn = page({ origin, cards: true, imagePath: '/icons/icon-512.png' });
    expect(drawn).toMatch(
      /<meta property="og:image" content="https:\/\/league\.example\.org\/preview-images\/teams\/t2\.png\?v=[\w-]{16}" \/>/,
    );
    expect(drawn).toContain('<meta property="og:image:width" content="1200" />');
    expect(drawn).toContain('<meta property="og:image:height" content="630" />');
    expect(drawn).toContain('<meta property="og:image:alt" content="Anchor Sharks · A &amp; B" />');
    expect(drawn).toContain('<meta name="twitter:card" content="summary_large_image" />');

    const icon = page({ origin, cards: false, imagePath: '/icons/icon-512.png' });
    expect(icon).toContain(
      '<meta property="og:image" content="https://league.example.org/icons/icon-512.png" />',
    );
    expect(icon).not.toContain('og:image:width');
    expect(icon).toContain('<meta name="twitter:card" content="summary" />');

    const none = page({ origin: null, cards: true, imagePath: '/icons/icon-512.png' });
    expect(none).not.toContain('og:image');
    expect(none).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('changes the image address when the card changes, and only then', () => {
    const imageOf = (card: LinkPreview['card']) =>
      /og:image" content="([^"]+)"/.exec(
        renderPage(indexTemplate('<head></head>'), { ...preview, card }, '/teams/t2', {
          origin: 'https://league.example.org',
          cards: true,
          imagePath: null,
        }),
      )?.[1];
    const facts = { kind: 'facts', title: 'Anchor Sharks', facts: '1st · 2 pts' } as const;
    expect(imageOf(facts)).toBe(imageOf({ ...facts }));
    expect(imageOf(facts)).not.toBe(imageOf({ ...facts, facts: '2nd · 2 pts' }));
  });
});

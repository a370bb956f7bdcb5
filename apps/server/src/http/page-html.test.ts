// The page template and the previewed routes on their own: any build's index.html takes the tags
// once, and only the five public routes get a preview of their own.
import { describe, expect, it } from 'vitest';
import { indexTemplate, previewTargetOf, renderPage } from './page-html.ts';

const preview = {
  title: 'Anchor Sharks',
  description: 'A & B',
  siteName: 'Test League',
  general: false,
};
const links = { origin: null, imagePath: null };

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

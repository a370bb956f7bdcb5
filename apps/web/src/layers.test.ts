// The web's layer rule and its query key rule (eslint.config.js, docs/architecture.md) are lint
// rules: these check that they refuse what they are meant to refuse, by linting real files with
// one line added.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = `${resolve(import.meta.dirname, '../../..')}/`;
const eslint = new ESLint({ cwd: root });

/** A rule's complaints about `file` (under apps/web/src) with `text` added at the end. */
const ruleErrors = async (rule: string, file: string, text: string): Promise<string[]> => {
  const filePath = `${root}apps/web/src/${file}`;
  const [result] = await eslint.lintText(`${readFileSync(filePath, 'utf8')}\n${text}`, {
    filePath,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
};

/** The layer rule's complaints about `file` (under apps/web/src) with `line` added. */
const layerErrors = (file: string, line = ''): Promise<string[]> =>
  ruleErrors('import-x/no-restricted-paths', file, line);

describe('the web layer rule', { timeout: 180_000 }, () => {
  it('lets a feature use entities and shared components', async () => {
    expect(await layerErrors('features/home/components/home-page.tsx')).toEqual([]);
  });

  it('refuses a feature importing another feature', async () => {
    const errors = await layerErrors(
      'features/home/components/home-page.tsx',
      "import '../../live/components/live-page.tsx';",
    );
    expect(errors).toEqual([expect.stringMatching(/A feature never imports another feature/)]);
  });

  it('refuses a feature, an entity or lib importing app/, which loads them', async () => {
    expect(
      await layerErrors(
        'features/notifications/components/notification-bell.tsx',
        "import '../../../app/theme.ts';",
      ),
    ).toEqual([expect.stringMatching(/a feature never imports app\//)]);
    expect(
      await layerErrors('entities/auth/hooks/use-sign-out.ts', "import '../../../app/app.tsx';"),
    ).toEqual([expect.stringMatching(/Entities are shared by features/)]);
    expect(await layerErrors('lib/notifications.tsx', "import '../app/app.tsx';")).toEqual([
      expect.stringMatching(/components\/ and lib\/ are the bottom layer/),
    ]);
  });

  it('refuses an entity or a shared component importing a feature', async () => {
    expect(
      await layerErrors(
        'entities/teams/hooks/use-team-names.ts',
        "import '../../../features/live/components/live-page.tsx';",
      ),
    ).toEqual([expect.stringMatching(/Entities are shared by features/)]);
    expect(
      await layerErrors(
        'components/page.tsx',
        "import '../features/live/components/live-page.tsx';",
      ),
    ).toEqual([expect.stringMatching(/components\/ and lib\/ are the bottom layer/)]);
  });
});

describe('the query key rule', { timeout: 180_000 }, () => {
  const file = 'entities/matches/hooks/use-live-matches.ts';
  const keyErrors = (text: string) => ruleErrors('no-restricted-syntax', file, text);

  it('lets keys come from the factories', async () => {
    expect(await keyErrors('')).toEqual([]);
  });

  it('refuses a key written out in a query, an invalidation or a cache write', async () => {
    const refused = [expect.stringMatching(/comes from its entity's key factory/)];
    expect(
      await keyErrors("export const q = queryOptions({ queryKey: ['standings'], queryFn });"),
    ).toEqual(refused);
    expect(
      await keyErrors(
        "export const i = (c: QueryClient) => c.invalidateQueries({ queryKey: ['player-stats'] });",
      ),
    ).toEqual(refused);
    expect(
      await keyErrors("export const s = (c: QueryClient) => c.setQueryData(['matches'], []);"),
    ).toEqual(refused);
  });
});

describe("the rule against the window's look-alike globals", { timeout: 180_000 }, () => {
  it('refuses a bare `origin` (a missing local the server renderer would not have)', async () => {
    const errors = await ruleErrors(
      'no-restricted-globals',
      'features/fixtures/components/fixtures-page.tsx',
      'export const where = () => origin;',
    );
    expect(errors).toEqual([expect.stringMatching(/The window's origin/)]);
  });

  it('lets a declared local of that name be', async () => {
    const errors = await ruleErrors(
      'no-restricted-globals',
      'features/fixtures/components/fixtures-page.tsx',
      'export const where = (origin: string) => origin;',
    );
    expect(errors).toEqual([]);
  });
});

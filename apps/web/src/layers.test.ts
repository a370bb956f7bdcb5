// The web's layer rule (eslint.config.js, docs/architecture.md) is a lint rule: these check that it
// refuses what it is meant to refuse, by linting real files with one import added.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = `${resolve(import.meta.dirname, '../../..')}/`;
const eslint = new ESLint({ cwd: root });

/** The layer rule's complaints about `file` (under apps/web/src) with `line` added on top. */
const layerErrors = async (file: string, line = ''): Promise<string[]> => {
  const filePath = `${root}apps/web/src/${file}`;
  const text = `${line}\n${readFileSync(filePath, 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
};

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

import { defineConfig } from 'vitest/config';

// One test command for the workspace; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});

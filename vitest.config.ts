import { defineConfig } from 'vitest/config';

// CI asks for a JSON report beside the usual output, to print one summary line.
const jsonReport = process.env.VITEST_JSON_REPORT;

// One test command for the workspace; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
    ...(jsonReport ? { reporters: ['default', 'json'], outputFile: { json: jsonReport } } : {}),
  },
});

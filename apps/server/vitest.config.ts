import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    // Password hashing is real (argon2id) and PostgreSQL is a real server: allow for it.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

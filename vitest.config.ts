import { defineConfig } from 'vitest/config';

/** One Vitest run covers the workspace; each package is a project with its own environment. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});

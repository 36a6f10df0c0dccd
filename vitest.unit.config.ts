// Unit tests: pure code (common/, client models and state machines) in Node.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.ts', 'client/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});

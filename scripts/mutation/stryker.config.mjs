// @ts-check
/**
 * Mutation testing of the modules that hold the spec's rules (issue 14): `npm run bench:mutation`, not in CI.
 * The report lands in reports/mutation/; the closing note reviews its score and every surviving mutant.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'scripts/mutation/vitest.mutation.config.ts', related: false },
  mutate: [
    'common/spec/**/*.ts',
    'common/money/**/*.ts',
    'renderer/src/features/cart/cart-lines.ts',
    'renderer/src/features/cart/cart-view.ts',
    'renderer/src/features/cart/required-toppings.ts',
    'renderer/src/features/cart/payment-rules.ts',
    'renderer/src/features/cart/delivery-time.ts',
    'renderer/src/features/cart/working-hours.ts',
    'renderer/src/features/cart/timepicker-slots.ts',
    'renderer/src/features/service-codes/tap-counter.ts',
    'renderer/src/features/service-codes/run-service-code.ts',
    'renderer/src/features/auth/web-login-flow.ts',
    'renderer/src/features/auth/login-fields.ts',
    'renderer/src/features/room/room-registration.tsx',
    'renderer/src/features/realtime/command-dispatcher.ts',
    '!**/*.test.ts',
    '!**/*.test.tsx',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 20_000,
  reporters: ['clear-text', 'html', 'json', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // The spec's constants are static code: their mutants run every test of the set, which is why the set is small.
  ignoreStatic: false,
};

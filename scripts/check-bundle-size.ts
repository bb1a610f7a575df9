/**
 * `npm run test:bundle` (part of `npm test`, after the build): the first screen's JavaScript, brotli -q 11, in bytes,
 * against the budget. Exact, not timed: a regression of one byte fails.
 */
import { checkFirstScreen } from './bench/bundle-size';

const result = checkFirstScreen();
for (const { file, brotliBytes } of result.files) console.log(`  ${file}: ${brotliBytes} B`);
console.log(`first screen JS: ${result.firstScreenBytes} B brotli of a budget of ${result.budgetBytes} B`);
if (!result.ok) {
  console.error(`over the budget by ${result.firstScreenBytes - result.budgetBytes} B: move what the home does not need into a lazy chunk`);
  process.exitCode = 1;
}

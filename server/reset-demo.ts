import { resetDemoData } from './operator/reset-demo-data';
import { DEFAULT_DATA_DIR } from './repo-paths';

// `npm run demo:reset [-- hotel ...]`: every hotel unless named. The running server's guests log out at their next
// check (their tokens are revoked); restarting is not needed.
const dataDir = process.env.HOTEL_DATA_DIR ?? DEFAULT_DATA_DIR;
try {
  const done = resetDemoData(dataDir, process.argv.slice(2));
  for (const { hotel, checkedOut, checkedIn } of done) {
    console.log(`${hotel}: ${checkedOut.length} stay(s) ended, ${checkedIn.length} seeded guest(s) checked in again`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

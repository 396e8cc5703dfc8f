// A vitest reporter that keeps what the JSON report leaves out: errors outside any test
// (an unhandled rejection, a worker that timed out) which fail the run with every test passed.
// npm test names the file through RUN_ERRORS_FILE and quotes the first one in its summary.
import { writeFileSync } from 'node:fs';

const firstLines = (error) =>
  String(error?.stack ?? error?.message ?? error)
    .split('\n')
    .slice(0, 4)
    .map((line) => line.trim())
    .join(' | ');

// eslint-disable-next-line no-restricted-syntax -- vitest loads a reporter module's default export
export default class RunErrorsReporter {
  onTestRunEnd(_modules, unhandledErrors = [], reason = '') {
    const file = process.env.RUN_ERRORS_FILE;
    if (!file) return;
    writeFileSync(file, JSON.stringify({ reason, errors: unhandledErrors.map(firstLines) }));
  }
}

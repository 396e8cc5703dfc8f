// Accessibility (issue 22): part 1 of the sweep of every screen of the console's route table
// (e2e/support/screen-sweep.ts; the parts run in different browser shards).
import { describe } from 'vitest';
import { useBrowser } from './support/browser';
import { sweepScreensTest } from './support/screen-sweep';

describe('accessibility of the route table (axe-core, serious and critical)', () => {
  sweepScreensTest(useBrowser(), 1);
});

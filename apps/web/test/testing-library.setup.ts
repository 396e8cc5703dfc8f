import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';

// The unit tests' screens load lazily and answer from fake APIs; on a loaded machine (CI runs
// the unit files in parallel on two cores) a `findBy…` or `waitFor` can need more than the
// library's default second. A real failure only waits longer before it is reported.
configure({ asyncUtilTimeout: 5_000 });

/** Resolves once every task React queued before it has run: an idle task runs last. */
const reactSchedulerDrained = () =>
  new Promise<void>((resolve) => {
    // React's own scheduler (react-dom queues its work on it; it runs on setImmediate in Node
    // and outlives a test file's DOM: the files of a worker share it).
    unstable_scheduleCallback(unstable_IdlePriority, () => {
      resolve();
      return null;
    });
  });

/** Where vitest's happy-dom environment starts the window. */
const DOM_ORIGIN = 'http://localhost:3000';
/** The worker's first document, kept across its files (the setup runs again for each file). */
const FIRST_DOCUMENT = Symbol.for('retail.test.firstDocument');

// Without vitest's globals the library does not unmount by itself after each test. A tree left
// mounted keeps React's scheduler busy: a late answer from a fake API commits after the file
// ended, and its passive effects then run on a torn-down DOM ("window is not defined", an error
// outside any test). So every DOM test file unmounts after each test, and before the DOM goes
// away it waits until React has run every task it queued (a task may queue another, hence the
// turns), however long a loaded machine makes that take.
if (typeof document !== 'undefined') {
  const kept = globalThis as { [FIRST_DOCUMENT]?: Document };
  kept[FIRST_DOCUMENT] ??= window.document;
  afterEach(() => {
    cleanup();
  });
  afterAll(async () => {
    cleanup();
    for (let turn = 0; turn < 3; turn += 1) {
      await new Promise((resolve) => setTimeout(resolve, 0));
      await reactSchedulerDrained();
    }
    // The files of a worker share its window (vitest sets the environment up once per worker):
    // a file that lets the page navigate away (a link clicked for real, a download's blob link)
    // leaves the next files a document at another address, where every relative picture fails.
    // A navigation at the same address (a reload, a link to a path) replaces the document: code
    // that took the first one when it loaded (DOMPurify) then works on a detached one.
    if (window.location.origin !== DOM_ORIGIN || window.document !== kept[FIRST_DOCUMENT])
      throw new Error(
        `This file let the shared window navigate (now at ${window.location.href}): stub the link's click or the navigation it tests.`,
      );
  });
}

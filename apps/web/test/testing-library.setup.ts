import { configure } from '@testing-library/react';

// The unit tests' screens load lazily and answer from fake APIs; on a loaded machine (CI runs
// the unit files in parallel on two cores) a `findBy…` or `waitFor` can need more than the
// library's default second. A real failure only waits longer before it is reported.
configure({ asyncUtilTimeout: 5_000 });

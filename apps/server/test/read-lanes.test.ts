import { describe, expect, it } from 'vitest';
import {
  asReader,
  createStatementTimes,
  currentReader,
  HERE_SLOW_SHARE,
  HERE_STATEMENT_MS,
  QUICK_REQUEST_MS,
  QUICK_STATEMENT_MS,
} from '../src/db/read-lanes';

// Which reads the read pool's quick lane takes (db/read-lanes.ts).
describe('the read pool quick lane', () => {
  it('takes a statement until it is seen slow, and again once its recent runs are quick', () => {
    const times = createStatementTimes();
    const reader = () => ({ readMs: 0 });
    expect(times.quick('select 1', reader())).toBe(true);
    times.ran('select 1', QUICK_STATEMENT_MS * 40, reader());
    expect(times.quick('select 1', reader())).toBe(false);
    expect(times.quick('select 2', reader())).toBe(true);
    for (let run = 0; run < 20; run += 1) times.ran('select 1', 0.5, reader());
    expect(times.quick('select 1', reader())).toBe(true);
  });

  it('reads a statement on the event loop once known quick, until its runs are slow again and again', () => {
    const times = createStatementTimes();
    const reader = { readMs: 0 };
    const quick = HERE_STATEMENT_MS / 4;
    const slow = HERE_STATEMENT_MS * 2;
    expect(times.here('select 1')).toBe(false);
    times.ran('select 1', quick, reader);
    expect(times.here('select 1')).toBe(true);
    // One slow run (the thread was switched out) says little: it stays.
    times.ran('select 1', slow, reader);
    expect(times.here('select 1')).toBe(true);
    times.ran('select 1', slow, reader);
    expect(times.here('select 1')).toBe(false);
    // Quick again for a while: back on the event loop.
    times.ran('select 1', quick, reader);
    expect(times.here('select 1')).toBe(false);
    for (let run = 0; run < 20; run += 1) times.ran('select 1', quick, reader);
    expect(times.here('select 1')).toBe(true);
    // First seen slow: on the threads until many quick runs have been seen.
    times.ran('select 2', slow, reader);
    for (let run = 0; run < 10; run += 1) times.ran('select 2', quick, reader);
    expect(times.here('select 2')).toBe(false);
    expect(HERE_SLOW_SHARE).toBeLessThan(1);
  });

  it("leaves the lane to others once a request's reads add up to its budget", () => {
    const times = createStatementTimes();
    const request = { readMs: 0 };
    const steps = Math.ceil(QUICK_REQUEST_MS / (QUICK_STATEMENT_MS / 2));
    for (let step = 0; step < steps; step += 1) {
      expect(times.quick('select slice', request)).toBe(true);
      times.ran('select slice', QUICK_STATEMENT_MS / 2, request);
    }
    expect(times.quick('select slice', request)).toBe(false);
    expect(times.quick('select slice', { readMs: 0 })).toBe(true);
  });

  it('counts the reads of one request together, and each request apart', async () => {
    const first = await asReader(async () => {
      await Promise.resolve();
      currentReader().readMs += 3;
      return currentReader();
    });
    expect(first.readMs).toBe(3);
    expect(asReader(() => currentReader().readMs)).toBe(0);
    expect(currentReader()).not.toBe(currentReader());
  });
});

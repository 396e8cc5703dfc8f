import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDraftSync, type DraftMeta, type SyncState } from './draft-sync';

class Conflict extends Error {}

const setup = (save: (doc: string, base: number) => Promise<DraftMeta>) => {
  const states: SyncState[] = [];
  const sync = createDraftSync<string>(
    { revision: 3, savedBy: 'ana', savedAt: '2026-11-25 10:00:00' },
    {
      save,
      latest: async () => ({ revision: 5, savedBy: 'bob', savedAt: '2026-11-25 10:05:00' }),
      isConflict: (error) => error instanceof Conflict,
      onState: (state) => states.push(state),
      delayMs: 1500,
    },
  );
  return { sync, states };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the draft autosave', () => {
  it('saves once, 1.5 s after the last of several changes, with the revision it started from', async () => {
    const save = vi.fn(async (_doc: string, base: number) => ({
      revision: base + 1,
      savedBy: 'me',
      savedAt: 'now',
    }));
    const { sync } = setup(save);
    sync.change('a');
    await vi.advanceTimersByTimeAsync(1000);
    sync.change('ab');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
    expect(sync.state().status).toBe('dirty');
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ab', 3);
    expect(sync.state()).toMatchObject({ status: 'saved', revision: 4 });
    sync.change('abc');
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenLastCalledWith('abc', 4);
  });

  it('flushes at once when the editor is left', async () => {
    const save = vi.fn(async () => ({ revision: 4, savedBy: 'me', savedAt: 'now' }));
    const { sync } = setup(save);
    sync.change('x');
    await sync.flush();
    expect(save).toHaveBeenCalledWith('x', 3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('a change made while saving is saved next, on the new revision', async () => {
    let finish: (meta: DraftMeta) => void = () => undefined;
    const save = vi.fn(
      (_doc: string, _base: number) =>
        new Promise<DraftMeta>((resolve) => {
          finish = resolve;
        }),
    );
    const { sync } = setup(save);
    sync.change('one');
    await vi.advanceTimersByTimeAsync(1500);
    expect(sync.state().status).toBe('saving');
    sync.change('two');
    finish({ revision: 4, savedBy: 'me', savedAt: 'now' });
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenLastCalledWith('two', 4);
  });

  it('on a conflict, says who saved last, keeps the edits and stops saving until reloaded', async () => {
    const save = vi.fn(async () => {
      throw new Conflict('409');
    });
    const { sync } = setup(save);
    sync.change('mine');
    await vi.advanceTimersByTimeAsync(1500);
    expect(sync.state()).toMatchObject({
      status: 'conflict',
      conflict: { savedBy: 'bob', savedAt: '2026-11-25 10:05:00' },
    });
    sync.change('more of mine');
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).toHaveBeenCalledTimes(1);
    sync.reset({ revision: 5, savedBy: 'bob', savedAt: '2026-11-25 10:05:00' });
    expect(sync.state()).toMatchObject({ status: 'saved', revision: 5, conflict: null });
  });

  it('another failure is shown with the server’s reason, and the next change tries again', async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new Error('Widget 3 (Text title): Title is too long');
      return { revision: 4, savedBy: 'me', savedAt: 'now' };
    });
    const { sync } = setup(save);
    sync.change('x');
    await vi.advanceTimersByTimeAsync(1500);
    expect(sync.state()).toMatchObject({
      status: 'error',
      error: 'Widget 3 (Text title): Title is too long',
    });
    fail = false;
    sync.change('xy');
    await vi.advanceTimersByTimeAsync(1500);
    expect(save).toHaveBeenLastCalledWith('xy', 3);
    expect(sync.state()).toMatchObject({ status: 'saved', error: null });
  });
});

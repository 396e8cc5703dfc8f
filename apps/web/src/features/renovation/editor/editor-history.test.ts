import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, commit, redo, sealStep, startHistory, undo } from './editor-history';

describe('the editor history', () => {
  it('undoes and redoes steps in order, and a new change drops what could be redone', () => {
    let h = startHistory('a');
    h = commit(h, 'b', { now: 0 });
    h = commit(h, 'c', { now: 5000 });
    expect(canRedo(h)).toBe(false);
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('b');
    h = commit(h, 'x', { now: 9000 });
    expect(canRedo(h)).toBe(false);
    expect(undo(h).present).toBe('b');
  });

  it('keeps at most the cap of steps', () => {
    let h = startHistory(0);
    for (let i = 1; i <= 150; i += 1) h = commit(h, i, { now: i * 10_000, cap: 100 });
    expect(h.past).toHaveLength(100);
    let steps = 0;
    while (canUndo(h)) {
      h = undo(h);
      steps += 1;
    }
    expect(steps).toBe(100);
    expect(h.present).toBe(50);
  });

  it('merges a drag of one field into one step, but not changes of other fields or later ones', () => {
    let h = startHistory(0);
    h = commit(h, 1, { key: 'w1:style.radiusTop', now: 1000 });
    h = commit(h, 2, { key: 'w1:style.radiusTop', now: 1100 });
    h = commit(h, 3, { key: 'w1:style.radiusTop', now: 1200 });
    expect(h.past).toEqual([0]);
    h = commit(h, 4, { key: 'w1:style.background', now: 1300 });
    expect(h.past).toEqual([0, 3]);
    h = commit(h, 5, { key: 'w1:style.background', now: 9000 });
    expect(h.past).toEqual([0, 3, 4]);
    expect(undo(h).present).toBe(4);
  });

  it('changes without a key (a dialog confirmed, a move) are never merged', () => {
    let h = startHistory('a');
    h = commit(h, 'b', { now: 1 });
    h = commit(h, 'c', { now: 2 });
    expect(h.past).toEqual(['a', 'b']);
  });

  it('a sealed step ends the merge, and an unchanged present records nothing', () => {
    let h = startHistory(0);
    h = commit(h, 1, { key: 'k', now: 10 });
    h = sealStep(h);
    h = commit(h, 2, { key: 'k', now: 20 });
    expect(h.past).toEqual([0, 1]);
    expect(commit(h, 2, { now: 30 })).toBe(h);
  });
});

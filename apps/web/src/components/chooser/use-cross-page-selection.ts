import { useState, type Key } from 'react';

type Keyed = { id: number };

export type CrossPageSelection<Row extends Keyed> = {
  multiple: boolean;
  /** The chosen rows, in the order they were ticked (across pages and searches). */
  rows: Row[];
  keys: number[];
  size: number;
  /** A click on a row: ticks or unticks it (in single choice, clicking the chosen row keeps it). */
  toggle: (row: Row) => void;
  /** The checkboxes (or radios) of the shown rows changed: these follow, other pages keep theirs. */
  tickShown: (shown: readonly Row[], ticked: readonly Key[]) => void;
  add: (row: Row) => void;
  clear: () => void;
};

/**
 * The choice of a chooser: rows kept by id across pages and searches (a Map keeps the ticking
 * order); single choice keeps at most one.
 */
export const useCrossPageSelection = <Row extends Keyed>(
  multiple: boolean,
  initial: readonly Row[] = [],
): CrossPageSelection<Row> => {
  const [chosen, setChosen] = useState<Map<number, Row>>(
    () => new Map(initial.map((row) => [row.id, row])),
  );
  const start = (current: Map<number, Row>) =>
    multiple ? new Map(current) : new Map<number, Row>();
  return {
    multiple,
    rows: [...chosen.values()],
    keys: [...chosen.keys()],
    size: chosen.size,
    toggle: (row) =>
      setChosen((current) => {
        const next = start(current);
        if (multiple && current.has(row.id)) next.delete(row.id);
        else next.set(row.id, row);
        return next;
      }),
    tickShown: (shown, ticked) =>
      setChosen((current) => {
        const keys = new Set(ticked);
        const next = start(current);
        for (const row of shown) {
          if (!keys.has(row.id)) next.delete(row.id);
          else if (!next.has(row.id)) next.set(row.id, row);
        }
        return next;
      }),
    add: (row) => setChosen((current) => start(current).set(row.id, row)),
    clear: () => setChosen(new Map()),
  };
};

import { useState, type ReactNode } from 'react';
import { expect } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../resources/render.test-support';
import type { SeenRequest } from '../../resources/route-fetch.test-support';
import { optionNumbers, openSelect } from '../../resources/screen.test-support';

/**
 * Renders a chooser closed behind an 'open' button, checks that its list (`listPath`) is not
 * asked while closed, opens it and waits for `firstRow`; gives the first list request.
 */
export const openClosedChooser = async (
  chooser: (open: boolean, close: () => void) => ReactNode,
  visibleMap: Record<string, boolean>,
  requests: readonly SeenRequest[],
  listPath: string,
  firstRow: string,
): Promise<SeenRequest | undefined> => {
  const Host = () => {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>open</button>
        {chooser(open, () => setOpen(false))}
      </>
    );
  };
  renderScreen(<Host />, visibleMap);
  await new Promise((resolve) => setTimeout(resolve, 50));
  const listed = () => requests.filter((request) => request.path === listPath);
  expect(listed()).toHaveLength(0);
  fireEvent.click(screen.getByText('open'));
  await waitFor(() => expect(screen.getByText(firstRow)).toBeTruthy());
  return listed()[0];
};

/** The rows of the chooser table with this test id (`<testId>-table`). */
export const chooserRows = (testId: string) =>
  document.querySelectorAll(`[data-testid="${testId}-table"] tr.ant-table-row`);

/** Opens the page-size select and expects these sizes in it. */
export const expectPageSizes = async (sizes: readonly number[]) => {
  openSelect('list-page-size');
  await waitFor(() => expect(optionNumbers()).toEqual(sizes.map(String)));
};

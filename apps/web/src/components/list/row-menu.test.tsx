// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '../../lib/i18n';
import { RowMenu, type RowMenuItem } from './row-menu';

beforeEach(async () => {
  await setLocale('en');
});

afterEach(() => {
  cleanup();
});

const setUp = () => {
  const view = vi.fn();
  const remove = vi.fn();
  const items = vi.fn((): RowMenuItem[] => [
    { key: 'view', label: 'View', onSelect: view, 'data-testid': 'goods-view-5' },
    { key: 'assign', label: 'Organisations', onSelect: vi.fn() },
    { key: 'remove', label: 'Delete', danger: true, onSelect: remove },
  ]);
  render(
    <>
      <RowMenu items={items} data-testid="goods-more-5" />
      <button>Elsewhere</button>
    </>,
  );
  const button = screen.getByTestId('goods-more-5');
  return { button, items, view, remove };
};

const focused = () => document.activeElement?.textContent;

describe('a row\u2019s "More" menu', () => {
  it('is one named button until pressed; its actions are asked for only then', () => {
    const { button, items } = setUp();
    expect(button.textContent).toBe('More');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(items).not.toHaveBeenCalled();

    fireEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(menu.getAttribute('aria-labelledby')).toBe(button.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'View',
      'Organisations',
      'Delete',
    ]);
    expect(items).toHaveBeenCalledOnce();
  });

  it('moves with the arrows, Home and End; Escape closes it and gives the focus back', () => {
    const { button } = setUp();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(focused()).toBe('View');
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Organisations');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focused()).toBe('Delete');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('View');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focused()).toBe('Delete');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focused()).toBe('View');
    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');

    // ↑ opens it on the last action.
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    expect(focused()).toBe('Delete');
  });

  it('runs the chosen action once and closes; a press elsewhere closes it without one', () => {
    const { button, view, remove } = setUp();
    fireEvent.click(button);
    fireEvent.click(screen.getByTestId('goods-view-5'));
    expect(view).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
    // Pressing the button again closes an open menu.
    fireEvent.click(button);
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(remove).not.toHaveBeenCalled();
  });

  it('says "More" in Chinese and Spanish', async () => {
    await setLocale('zh');
    const { button } = setUp();
    expect(button.textContent).toBe('更多');
    cleanup();
    await setLocale('es');
    expect(setUp().button.textContent).toBe('Más');
  });
});

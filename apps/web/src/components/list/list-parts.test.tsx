// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"device":{"prefersReducedMotion":"reduce"}}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { LOCALES, type Locale } from '@retail/contract';
import { setLocale } from '../../lib/i18n';
import { EditDialog } from './edit-dialog';
import { ListPagination } from './list-pagination';
import { ListToolbar, TOOLBAR_GAP } from './list-toolbar';
import { scrollToTop } from './scroll-to-top';

beforeEach(async () => {
  await setLocale('en');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('list toolbar', () => {
  it('toggles the search area, refreshes and chooses visible columns, gap 10', async () => {
    expect(TOOLBAR_GAP).toBe(10);
    const onToggleSearch = vi.fn();
    const onRefresh = vi.fn();
    const Harness = () => {
      const [hidden, setHidden] = useState<string[]>([]);
      return (
        <>
          <ListToolbar
            onToggleSearch={onToggleSearch}
            onRefresh={onRefresh}
            columns={[
              { key: 'name', title: 'Name' },
              { key: 'code', title: 'Code' },
            ]}
            hiddenColumns={hidden}
            onHiddenColumnsChange={setHidden}
          >
            <button>Add</button>
          </ListToolbar>
          <output data-testid="hidden">{hidden.join(',')}</output>
        </>
      );
    };
    render(<Harness />);
    expect(screen.getByTestId('list-toolbar').style.gap).toBe('10px');
    fireEvent.click(screen.getByTestId('list-toggle-search'));
    fireEvent.click(screen.getByTestId('list-refresh'));
    expect(onToggleSearch).toHaveBeenCalledOnce();
    expect(onRefresh).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByTestId('list-columns'));
    const found = await screen.findByTestId('list-column-code');
    const code = found instanceof HTMLInputElement ? found : found.querySelector('input')!;
    fireEvent.click(code);
    expect(screen.getByTestId('hidden').textContent).toBe('code');
    fireEvent.click(code);
    expect(screen.getByTestId('hidden').textContent).toBe('');
  });
});

describe('list pagination', () => {
  it('shows the total, sizes 10/20/30/50 (default 20), and reports page and size changes', async () => {
    const onChange = vi.fn();
    render(<ListPagination total={95} page={1} onChange={onChange} autoScroll={false} />);
    expect(screen.getByTestId('list-total').textContent).toBe('Total 95');
    const root = screen.getByTestId('list-pagination');
    expect(root.textContent).toContain('20 / page');
    expect(root.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
    fireEvent.click(screen.getByTitle('3'));
    expect(onChange).toHaveBeenLastCalledWith(3, 20);
    await act(async () => {
      fireEvent.mouseDown(root.querySelector('.ant-select-content, .ant-select-selector')!);
    });
    const sizes = [...document.querySelectorAll('.ant-select-item-option')].map(
      (option) => option.textContent,
    );
    expect(sizes).toEqual(['10 / page', '20 / page', '30 / page', '50 / page']);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="50 / page"]')!);
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('says "more than" a total whose count stopped there, in each language', async () => {
    const texts: Record<Locale, string> = {
      en: 'More than 10000',
      zh: '超过 10000 条',
      es: 'Más de 10000',
    };
    for (const locale of LOCALES) {
      await setLocale(locale);
      render(<ListPagination total={10_000} totalCapped page={1} onChange={vi.fn()} />);
      expect(screen.getByTestId('list-total').textContent).toBe(texts[locale]);
      cleanup();
    }
  });

  it('scrolls smoothly to the top over 800 ms', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'performance', 'Date', 'setTimeout'] });
    const page = document.createElement('div');
    Object.defineProperty(page, 'scrollTop', { value: 1000, writable: true });
    const done = scrollToTop(800, page);
    await vi.advanceTimersByTimeAsync(400);
    expect(page.scrollTop).toBeGreaterThan(0);
    expect(page.scrollTop).toBeLessThan(1000);
    await vi.advanceTimersByTimeAsync(420);
    await done;
    expect(page.scrollTop).toBe(0);
  });
});

describe('edit dialog', () => {
  const Harness = ({ dirty }: { dirty: boolean }) => {
    const [open, setOpen] = useState(true);
    return (
      <AntdApp>
        <output data-testid="state">{open ? 'open' : 'closed'}</output>
        <EditDialog
          open={open}
          title="Edit"
          dirty={dirty}
          onClose={() => setOpen(false)}
          onSubmit={() => undefined}
        >
          <p>form</p>
        </EditDialog>
      </AntdApp>
    );
  };

  it('closes at once without edits', async () => {
    render(<Harness dirty={false} />);
    fireEvent.click(await screen.findByTestId('edit-dialog-cancel'));
    expect(screen.getByTestId('state').textContent).toBe('closed');
  });

  it('asks 确认关闭？ with unsaved edits, and closes only when confirmed', async () => {
    await setLocale('zh');
    render(<Harness dirty />);
    fireEvent.click(await screen.findByTestId('edit-dialog-cancel'));
    expect((await screen.findAllByText('确认关闭？')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('state').textContent).toBe('open');
    fireEvent.click(screen.getByTestId('confirm-close-ok'));
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('closed'));
  });
});

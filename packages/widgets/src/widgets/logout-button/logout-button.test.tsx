// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { logoutButtonView } from './logout-button.view';

describe('logout button', () => {
  it('is visible only when logged in', () => {
    renderWidgetForTest(logoutButtonView, {}, { loggedIn: false });
    expect(screen.queryByRole('button')).toBeNull();
    renderWidgetForTest(logoutButtonView, {}, { loggedIn: true });
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
  });

  it('asks 友情提示 first and dispatches logout only once confirmed', () => {
    const { ctx } = renderWidgetForTest(logoutButtonView);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    const dialog = screen.getByRole('alertdialog', { name: '友情提示' });
    expect(dialog.textContent).toContain('确定要退出登录吗？');
    expect(ctx.dispatch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(ctx.dispatch).toHaveBeenCalledExactlyOnceWith({ type: 'logout' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does nothing when the question is cancelled', () => {
    const { ctx } = renderWidgetForTest(logoutButtonView, {}, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('alertdialog', { name: 'Friendly reminder' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ctx.dispatch).not.toHaveBeenCalled();
  });

  it('starts on 取消 and closes with Escape without logging out', () => {
    const { ctx } = renderWidgetForTest(logoutButtonView);
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(ctx.dispatch).not.toHaveBeenCalled();
  });
});

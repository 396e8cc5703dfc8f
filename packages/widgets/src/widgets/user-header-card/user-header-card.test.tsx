// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { USER_HEADER_HEIGHT } from './user-header-card.defaults';
import { userHeaderCardView } from './user-header-card.view';

const data = {
  avatarUrl: '/a.png',
  nickName: 'Lin',
  gradeId: 2,
  grade: { name: 'Gold' },
  mobile: '13812348000',
};

describe('user header card', () => {
  it('is 130px high by default', () => {
    expect(USER_HEADER_HEIGHT).toBe(130);
    const { container } = renderWidgetForTest(userHeaderCardView);
    const block = container.querySelector<HTMLElement>('[data-widget] > div')!;
    expect(block.style.height).toBe('130px');
  });

  it('logged in: avatar, nickname, grade and masked mobile, leading to the personal centre', () => {
    const { container, ctx } = renderWidgetForTest(userHeaderCardView, { data });
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/a.png');
    expect(container.textContent).toContain('Lin');
    expect(container.querySelector('[data-grade="2"]')!.textContent).toBe('Gold');
    expect(container.querySelector('[data-mobile]')!.textContent).toBe('138****8000');
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('pages/user/personal/index');
    fireEvent.click(link);
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'personal' });
  });

  it('logged out: the default avatar and a login prompt leading to the login page', () => {
    const { container, ctx } = renderWidgetForTest(
      userHeaderCardView,
      { data },
      { loggedIn: false, locale: 'en' },
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-default-avatar]')).not.toBeNull();
    expect(container.textContent).not.toContain('Lin');
    expect(container.textContent).toContain('Log in');
    fireEvent.click(screen.getByRole('link'));
    expect(ctx.navigate).toHaveBeenCalledWith({ kind: 'login' });
  });

  it('falls back to the default avatar when the picture fails or is missing', () => {
    const { container, rerender } = renderWidgetForTest(userHeaderCardView, { data });
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('[data-default-avatar]')).not.toBeNull();
    rerender({ data: { ...data, avatarUrl: '' } });
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows no grade badge without a grade', () => {
    const { container } = renderWidgetForTest(userHeaderCardView, {
      data: { ...data, gradeId: 0, grade: { name: '' } },
    });
    expect(container.querySelector('[data-grade]')).toBeNull();
  });
});

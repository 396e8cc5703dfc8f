// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidgetForTest } from '../../testing/render-helpers';
import { AVATAR_DEFAULT_SIZE, DEFAULT_AVATAR } from './avatar-image.defaults';
import { avatarImageView } from './avatar-image.view';

const avatar = (name = '头像') => screen.getByRole<HTMLImageElement>('img', { name });

describe('avatar image', () => {
  it('is 90 px by default and takes the configured size', () => {
    expect(AVATAR_DEFAULT_SIZE).toBe(90);
    const { rerender } = renderWidgetForTest(avatarImageView, { data: { avatarUrl: '/me.png' } });
    expect(avatar().getAttribute('width')).toBe('90');
    expect(avatar().getAttribute('height')).toBe('90');
    expect(avatar().getAttribute('src')).toBe('/me.png');
    rerender({ params: { size: 60 }, data: { avatarUrl: '/me.png' } });
    expect(avatar().getAttribute('width')).toBe('60');
  });

  it('falls back to the default avatar without a picture', () => {
    renderWidgetForTest(avatarImageView, { data: { avatarUrl: '' } }, { locale: 'en' });
    expect(avatar('Avatar').getAttribute('src')).toBe(DEFAULT_AVATAR);
  });

  it('falls back to the default avatar when the picture fails, and retries a new one', () => {
    const { rerender } = renderWidgetForTest(avatarImageView, { data: { avatarUrl: '/gone.png' } });
    fireEvent.error(avatar());
    expect(avatar().getAttribute('src')).toBe(DEFAULT_AVATAR);
    rerender({ data: { avatarUrl: '/new.png' } });
    expect(avatar().getAttribute('src')).toBe('/new.png');
  });
});

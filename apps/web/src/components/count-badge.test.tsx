// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { CountBadge } from './count-badge';

afterEach(cleanup);

describe('count badge', () => {
  it('shows the count up to 99 and 99+ above it, nothing at 0', () => {
    const text = (count: number) => {
      const { container } = render(<CountBadge count={count}>x</CountBadge>);
      const value = container.querySelector('.ant-badge-count')?.getAttribute('title') ?? null;
      cleanup();
      return value;
    };
    expect(text(99)).toBe('99');
    expect(text(100)).toBe('99+');
    expect(text(12_345)).toBe('99+');
    expect(text(0)).toBeNull();
  });
});

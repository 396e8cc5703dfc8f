// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { setLocale } from '../../lib/i18n';

// The sanitiser needs two of happy-dom's gaps filled (apps/web/test/happy-dom-gaps.setup.ts).
import { SafeHtml, sanitiseHtml } from './safe-html';

beforeEach(async () => {
  await setLocale('zh');
});
afterEach(cleanup);

describe('goods description', () => {
  it('drops scripts, event handlers and javascript: links, keeps the formatting', () => {
    const clean = sanitiseHtml(
      '<p>Fresh <strong>leaves</strong></p><script>alert(1)</script>' +
        '<img src="/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a><ul><li>one</li></ul>',
    );
    expect(clean).toBe(
      '<p>Fresh <strong>leaves</strong></p><img src="/a.png"><a>x</a><ul><li>one</li></ul>',
    );
  });

  it('renders the sanitised HTML, and 亲，暂无商品描述 when there is none', () => {
    render(<SafeHtml html={'<em>hi</em><style>body{display:none}</style>'} />);
    const shown = screen.getByTestId('goods-description');
    expect(shown.innerHTML).toBe('<em>hi</em>');
    cleanup();
    render(<SafeHtml html={'<script>alert(1)</script>'} />);
    expect(screen.getByTestId('goods-description').textContent).toBe('亲，暂无商品描述');
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { setLocale } from '../../lib/i18n';

// Two happy-dom gaps the sanitiser trips over, patched as browsers behave before it loads:
// - it reads names through Node.prototype's nodeName getter (clobbering-proof); happy-dom answers
//   '' there (its subclasses override the getter), so every node would look unknown;
// - happy-dom's NodeIterator stops at a node removed under it; browsers carry on.
vi.hoisted(() => {
  const base = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName')?.get;
  Object.defineProperty(Node.prototype, 'nodeName', {
    configurable: true,
    get(this: Node) {
      for (let proto = Object.getPrototypeOf(this); proto && proto !== Node.prototype;) {
        const own = Object.getOwnPropertyDescriptor(proto, 'nodeName')?.get;
        if (own) return own.call(this);
        proto = Object.getPrototypeOf(proto);
      }
      return base?.call(this);
    },
  });
  const snapshot = function (root: Node, whatToShow = 0xffffffff) {
    const nodes: Node[] = [];
    const walk = (node: Node) => {
      if (whatToShow & (1 << (node.nodeType - 1))) nodes.push(node);
      node.childNodes.forEach(walk);
    };
    walk(root);
    let at = 0;
    return { nextNode: () => nodes[at++] ?? null } as unknown as NodeIterator;
  };
  // The sanitiser parses into a template's document, whose class owns its own iterator.
  const owner = document.createElement('template').content.ownerDocument;
  for (const doc of [document, owner])
    for (let proto = Object.getPrototypeOf(doc); proto; proto = Object.getPrototypeOf(proto))
      if (Object.hasOwn(proto, 'createNodeIterator')) proto.createNodeIterator = snapshot;
});

const { SafeHtml, sanitiseHtml } = await import('./safe-html');

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

// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultCommonParams, defaultStyle } from '../src/core/defaults';
import { createRenderer } from '../src/core/render-widget';
import { defineWidgetView, type WidgetViewProps } from '../src/core/view-manifest';
import { WidgetError } from '../src/core/widget-error';
import { renderWidget, WidgetPage } from '../src/render';
import { makeContext, quietReactErrors } from '../src/testing/render-helpers';

type EchoProps = {
  style: ReturnType<typeof defaultStyle>;
  params: { word: string; fail: boolean };
  data: { n: number };
};
const Echo = ({ id, params, data }: WidgetViewProps<EchoProps>) => {
  if (params.fail) throw new WidgetError('common.layoutMismatch', { layout: 'x' });
  return <p>{`${id}:${params.word}:${data.n}`}</p>;
};
const echo = defineWidgetView({
  type: 'echo',
  view: Echo,
  defaults: {
    style: defaultStyle(),
    params: { ...defaultCommonParams, word: 'hi', fail: false },
    data: { n: 1 },
  },
});
const { renderWidget: renderEcho, WidgetPage: EchoPage } = createRenderer([echo]);

describe('renderWidget', () => {
  it('renders nothing for an unknown type and reports it once', () => {
    const ctx = makeContext();
    const { container } = render(<>{renderWidget({ id: 'x1', type: 'no-such-widget' }, ctx)}</>);
    expect(container.innerHTML).toBe('');
    expect(ctx.report).toHaveBeenCalledTimes(1);
    expect(ctx.report).toHaveBeenCalledWith({
      kind: 'unknown-widget',
      id: 'x1',
      type: 'no-such-widget',
    });
  });

  it('merges saved props over the defaults, section by section', () => {
    const ctx = makeContext();
    render(<>{renderEcho({ id: 'e1', type: 'echo', props: { params: { word: 'yo' } } }, ctx)}</>);
    expect(screen.getByText('e1:yo:1')).toBeTruthy();
  });

  it('skips hidden components', () => {
    const ctx = makeContext();
    const { container } = render(<>{renderEcho({ id: 'e1', type: 'echo', hidden: true }, ctx)}</>);
    expect(container.innerHTML).toBe('');
  });

  it('contains a failing block: reported in the host language, nothing shown live', () => {
    quietReactErrors();
    const ctx = makeContext({ locale: 'en' });
    const { container } = render(
      <>
        {renderEcho({ id: 'bad', type: 'echo', props: { params: { fail: true } } }, ctx)}
        {renderEcho({ id: 'good', type: 'echo' }, ctx)}
      </>,
    );
    expect(ctx.report).toHaveBeenCalledWith({
      kind: 'render-error',
      id: 'bad',
      type: 'echo',
      message: 'No layout matches x',
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(container.textContent).toBe('good:hi:1');
  });

  it('shows why a block failed in the preview, and retries after an edit', () => {
    quietReactErrors();
    const ctx = makeContext({ mode: 'preview' });
    const { rerender } = render(
      <>{renderEcho({ id: 'e', type: 'echo', props: { params: { fail: true } } }, ctx)}</>,
    );
    expect(screen.getByRole('alert').textContent).toContain('没有与x匹配的layout');
    act(() =>
      rerender(
        <>{renderEcho({ id: 'e', type: 'echo', props: { params: { fail: false } } }, ctx)}</>,
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('e:hi:1')).toBeTruthy();
  });

  it('renders a page in order, with the real registry too', () => {
    const ctx = makeContext();
    render(
      <EchoPage
        ctx={ctx}
        page={{
          components: [
            { id: 'a', type: 'echo' },
            { id: 'b', type: 'echo', props: { data: { n: 2 } } },
          ],
        }}
      />,
    );
    expect(screen.getAllByText(/:hi:/).map((p) => p.textContent)).toEqual(['a:hi:1', 'b:hi:2']);
    const { container } = render(
      <WidgetPage
        ctx={ctx}
        page={{ components: [{ id: 't', type: 'text-title', props: { data: { title: 'T' } } }] }}
      />,
    );
    expect(container.querySelector('[data-widget="text-title"]')!.textContent).toBe('T');
  });
});

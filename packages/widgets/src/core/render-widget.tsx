import { Component, useEffect, useMemo, type ReactNode } from 'react';
import { widgetText } from '../i18n/texts';
import { RenderContextValue, type RenderContext } from './context';
import type { WidgetPropsShape, WidgetViewManifest } from './view-manifest';
import { errorText } from './widget-error';

/** A page component as it arrives from the server; loosely typed, since render does not parse. */
export type RenderableComponent = {
  id: string;
  type: string;
  hidden?: boolean;
  props?: { style?: object; params?: object; data?: object };
};

export type RenderablePage = {
  page?: { background?: string };
  components: readonly RenderableComponent[];
};

/** Saved props over the defaults, section by section (style, params, data). */
export const mergeProps = (
  defaults: WidgetPropsShape,
  props: RenderableComponent['props'],
): WidgetPropsShape => ({
  style: { ...defaults.style, ...props?.style },
  params: { ...defaults.params, ...props?.params },
  data: { ...defaults.data, ...props?.data },
});

type BoundaryProps = {
  ctx: RenderContext;
  id: string;
  type: string;
  resetKey: unknown;
  children: ReactNode;
};

/** One failing block must not take the page down: it reports and renders nothing (or, in preview, why). */
class WidgetBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    const { ctx, id, type } = this.props;
    ctx.report?.({ kind: 'render-error', id, type, message: errorText(error, ctx.locale) });
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // An edit in the builder gets a fresh try.
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override render() {
    const { ctx, children } = this.props;
    if (this.state.error === null) return children;
    if (ctx.mode !== 'preview') return null;
    return (
      <div
        role="alert"
        style={{ padding: 8, color: '#c00', fontSize: 12, border: '1px dashed #c00' }}
      >
        {widgetText(ctx.locale, 'common.widgetFailed', {
          message: errorText(this.state.error, ctx.locale),
        })}
      </div>
    );
  }
}

const UnknownWidget = ({
  component,
  ctx,
}: {
  component: RenderableComponent;
  ctx: RenderContext;
}) => {
  const { report } = ctx;
  useEffect(() => {
    report?.({ kind: 'unknown-widget', id: component.id, type: component.type });
  }, [report, component.id, component.type]);
  return null;
};

const WidgetSlot = ({
  component,
  ctx,
  manifest,
}: {
  component: RenderableComponent;
  ctx: RenderContext;
  manifest: WidgetViewManifest;
}) => {
  const props = useMemo(
    () => mergeProps(manifest.defaults, component.props),
    [manifest, component.props],
  );
  const View = manifest.view;
  return (
    <RenderContextValue.Provider value={ctx}>
      <WidgetBoundary ctx={ctx} id={component.id} type={component.type} resetKey={component.props}>
        <div data-widget={component.type} data-widget-id={component.id}>
          <View id={component.id} {...props} />
        </div>
      </WidgetBoundary>
    </RenderContextValue.Provider>
  );
};

/** Builds the renderer over a view registry (render.ts passes the merged batches). */
export const createRenderer = (views: readonly WidgetViewManifest[]) => {
  const byType = new Map(views.map((view) => [view.type, view]));

  /** Renders one page component; unknown types render nothing and are reported. */
  const renderWidget = (component: RenderableComponent, ctx: RenderContext): ReactNode => {
    if (component.hidden) return null;
    const manifest = byType.get(component.type);
    if (!manifest) return <UnknownWidget key={component.id} component={component} ctx={ctx} />;
    return <WidgetSlot key={component.id} component={component} ctx={ctx} manifest={manifest} />;
  };

  /** Renders a whole page in order. */
  const WidgetPage = ({ page, ctx }: { page: RenderablePage; ctx: RenderContext }) => (
    <div style={{ background: page.page?.background || undefined, minHeight: '100%' }}>
      {page.components.map((component) => renderWidget(component, ctx))}
    </div>
  );

  return { renderWidget, WidgetPage, widgetTypes: [...byType.keys()] };
};

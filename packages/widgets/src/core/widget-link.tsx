import type { CSSProperties, ReactNode } from 'react';
import { useRenderContext } from './context';
import { resolveLink, type LinkDescriptor } from './link';

type WidgetLinkProps = {
  link: LinkDescriptor | undefined;
  children: ReactNode;
  style?: CSSProperties;
  label?: string;
};

/**
 * A link to a storefront target: an anchor whose click goes through ctx.navigate. Inert and
 * empty links render a plain span, so declared-only links (§2) do nothing.
 */
export const WidgetLink = ({ link, children, style, label }: WidgetLinkProps) => {
  const { navigate } = useRenderContext();
  const href = link ? resolveLink(link) : null;
  if (!link || href === null) {
    return (
      <span style={style} aria-label={label}>
        {children}
      </span>
    );
  }
  return (
    <a
      href={href}
      style={{ color: 'inherit', textDecoration: 'none', ...style }}
      aria-label={label}
      onClick={(event) => {
        event.preventDefault();
        navigate(link);
      }}
    >
      {children}
    </a>
  );
};

// An allow-list sanitiser for operator rich text: the HTML is parsed by the browser's
// DOMParser into an inert document (scripts never run, images never load there) and only
// allowed elements and attributes are rebuilt as React elements. Nothing is ever handed
// to innerHTML, so event handlers, <script>, javascript: URLs and the like cannot get through.
import { createElement, type CSSProperties, type ReactNode } from 'react';

const words = (list: string) => list.split(' ');

/** Elements kept (with their allowed attributes). Others are unwrapped: their text stays. */
const ALLOWED_TAGS = new Set(
  words(
    'p br hr div span section article blockquote pre code strong b em i u s del sub sup small mark h1 h2 h3 h4 h5 h6 ul ol li dl dt dd table thead tbody tfoot tr th td caption figure figcaption img a',
  ),
);

/** Elements dropped together with everything inside them. */
const DROPPED_TAGS = new Set(
  words(
    'script style template noscript iframe frame frameset object embed applet svg math form input button textarea select option link meta base title head audio video source track canvas portal',
  ),
);

const VOID_TAGS = new Set(['br', 'hr', 'img']);

/** Inline style properties kept; anything else (position, url(), expression()…) is dropped. */
const ALLOWED_STYLES = new Set(
  words(
    'color background-color font-size font-weight font-style text-align text-decoration text-indent line-height letter-spacing vertical-align width height max-width margin margin-top margin-bottom margin-left margin-right padding padding-top padding-bottom padding-left padding-right border border-collapse white-space',
  ),
);
// Plain values only: words, numbers, units, #colours, rgb()/rgba(); no url(), no escapes.
const SAFE_STYLE_VALUE = /^(?!.*(url|expression|image-set|var)\s*\()[#\w\s.,%()+-]*$/i;

// Pictures from the web, our server or inline (an SVG in <img> runs no script).
const SAFE_IMAGE = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,])/i;
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;
const SIZE = /^\d{1,4}(%|px)?$/;

const camel = (property: string) =>
  property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

export const sanitizeStyle = (css: string): CSSProperties | undefined => {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (ALLOWED_STYLES.has(property) && value !== '' && SAFE_STYLE_VALUE.test(value))
      style[camel(property)] = value;
  }
  return Object.keys(style).length > 0 ? (style as CSSProperties) : undefined;
};

/** The allowed attributes of an element, or null when the element must go (an unsafe image). */
const attributesOf = (element: Element, tag: string): Record<string, unknown> | null => {
  const props: Record<string, unknown> = {};
  const style = element.getAttribute('style');
  const safeStyle = style ? sanitizeStyle(style) : undefined;
  if (tag === 'img') {
    const src = (element.getAttribute('src') ?? '').trim();
    if (!SAFE_IMAGE.test(src)) return null;
    props.src = src;
    props.alt = element.getAttribute('alt') ?? '';
    // Pictures never overflow the phone's width.
    props.style = { ...safeStyle, maxWidth: '100%', height: 'auto', display: 'block' };
    return props;
  }
  if (tag === 'a') {
    const href = (element.getAttribute('href') ?? '').trim();
    if (SAFE_HREF.test(href)) {
      props.href = href;
      props.target = '_blank';
      props.rel = 'noopener noreferrer nofollow';
    }
  }
  if (tag === 'td' || tag === 'th') {
    for (const name of ['colspan', 'rowspan'] as const) {
      const value = element.getAttribute(name);
      if (value && /^\d{1,2}$/.test(value))
        props[name === 'colspan' ? 'colSpan' : 'rowSpan'] = Number(value);
    }
  }
  for (const name of ['width', 'height'] as const) {
    const value = element.getAttribute(name);
    if (value && SIZE.test(value) && (tag === 'table' || tag === 'td' || tag === 'th'))
      props[name] = value;
  }
  if (safeStyle) props.style = safeStyle;
  return props;
};

const convert = (node: Node, key: number): ReactNode => {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null; // comments, processing instructions…
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return null;
  const children = convertChildren(element);
  if (!ALLOWED_TAGS.has(tag)) return children.length > 0 ? children : null;
  const props = attributesOf(element, tag);
  if (props === null) return null;
  return createElement(tag, { key, ...props }, VOID_TAGS.has(tag) ? undefined : children);
};

const convertChildren = (parent: Node): ReactNode[] =>
  Array.from(parent.childNodes, (child, index) => convert(child, index));

/** The rich text as safe React nodes; without a DOMParser (e.g. on a server) only its text. */
export const richTextNodes = (html: string): ReactNode[] => {
  if (typeof DOMParser === 'undefined') return [html.replace(/<[^>]*>/g, '')];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return convertChildren(document.body);
};

/** True when the rich text has neither text nor a picture (e.g. '<p><br></p>'). */
export const isBlankRichText = (html: string): boolean =>
  html.replace(/<(?!img\b)[^>]*>|&nbsp;|\s/gi, '') === '';

// The one rich-text policy of the server: operator HTML (the goods description) is cleaned
// by an allow-list when it is written, so what is stored and answered is already safe.
// sanitize-html parses with htmlparser2 and serialises again: only the tags, attributes,
// URL schemes and inline style declarations below survive, text is re-escaped, comments go.
// The console (dompurify) and the storefront widget sanitise again when showing it.
import sanitizeHtml from 'sanitize-html';

/** What a goods description editor produces. Anything else is unwrapped (its text stays). */
const ALLOWED_TAGS = [
  ...['p', 'br', 'hr', 'div', 'span', 'blockquote'],
  ...['strong', 'b', 'em', 'i', 'u', 's'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['ul', 'ol', 'li'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  ...['a', 'img'],
];

/**
 * Tags dropped together with everything inside them (scripts, styles, embedded documents,
 * foreign content, form controls' option lists). An unclosed one drops the rest of the text.
 */
const DROPPED_WITH_CONTENT = [
  ...['script', 'style', 'template', 'noscript', 'title', 'xmp', 'plaintext'],
  ...['iframe', 'frame', 'frameset', 'noframes', 'object', 'embed', 'applet', 'noembed'],
  ...['svg', 'math', 'canvas', 'audio', 'video'],
  ...['textarea', 'select', 'option'],
];

/** `^(?:a|b)$`, case-insensitive, never global (sanitize-html calls `test` repeatedly). */
const whole = (...alternatives: string[]): RegExp =>
  new RegExp(`^(?:${alternatives.join('|')})$`, 'i');

// Bounded non-negative lengths (no calc(), no var(), no url(), no escapes, no minus sign).
const PX_199 = String.raw`(?:1\d{2}|\d{1,2})(?:\.\d{1,2})?px`;
const EM_5 = String.raw`(?:[0-5](?:\.\d{1,3})?|\.\d{1,3})r?em`;
const PERCENT_50 = String.raw`(?:[1-4]?\d(?:\.\d{1,2})?|50)%`;
const BOX_LENGTH = `(?:0|${PX_199}|${EM_5}|${PERCENT_50})`;
const MARGIN_LENGTH = `(?:${BOX_LENGTH}|auto)`;
const upToFour = (length: string) => String.raw`${length}(?:\s+${length}){0,3}`;

const CHANNEL = String.raw`\d{1,3}(?:\.\d{1,3})?%?`;
const ALPHA = String.raw`(?:0|1|0?\.\d{1,3}|\d{1,3}%)`;
const COLOR = whole(
  String.raw`#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})`,
  String.raw`rgba?\(\s*${CHANNEL}\s*,\s*${CHANNEL}\s*,\s*${CHANNEL}\s*(?:,\s*${ALPHA}\s*)?\)`,
  String.raw`rgba?\(\s*${CHANNEL}\s+${CHANNEL}\s+${CHANNEL}\s*(?:\/\s*${ALPHA}\s*)?\)`,
  String.raw`hsla?\(\s*\d{1,3}(?:deg)?\s*,\s*\d{1,3}%\s*,\s*\d{1,3}%\s*(?:,\s*${ALPHA}\s*)?\)`,
  // Named colours (red, transparent, currentcolor…): letters only.
  '[a-z]{3,24}',
);

const FONT_SIZE = whole(
  String.raw`(?:[1-9]\d?)(?:\.\d{1,2})?px`, // 1–99px
  String.raw`(?:[0-4](?:\.\d{1,3})?|\.\d{1,3}|5)r?em`, // up to 5em
  String.raw`(?:[1-9]\d?|[12]\d{2}|300)%`, // 1–300%
  'xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger',
);
const LINE_HEIGHT = whole(
  'normal',
  String.raw`[0-4](?:\.\d{1,3})?|\.\d{1,3}`, // unitless, below 5
  PX_199,
  EM_5,
  String.raw`(?:[1-9]\d?|[1-3]\d{2}|400)%`,
);
const IMAGE_WIDTH = whole(
  String.raw`(?:[1-9]\d{0,2}|1\d{3})px`, // 1–1999px
  String.raw`(?:[1-9]\d?|100)%`,
  'auto',
);

/** A shorthand (up to four lengths) and its four sides (one length each). */
const sides = (property: string, length: string): Record<string, RegExp[]> => ({
  [property]: [whole(upToFour(length))],
  ...Object.fromEntries(
    ['top', 'right', 'bottom', 'left'].map((side) => [`${property}-${side}`, [whole(length)]]),
  ),
});

/**
 * Inline style declarations kept, per property, when the whole value matches. Anything else
 * (position, z-index, inset/top/left…, transform, display, visibility, opacity,
 * pointer-events, background/background-image, url(), expression(), behavior) is dropped.
 */
const ALLOWED_STYLES: Record<string, Record<string, RegExp[]>> = {
  '*': {
    color: [COLOR],
    'background-color': [COLOR],
    'text-align': [whole('left|right|center|justify|start|end')],
    'font-weight': [whole('normal|bold|bolder|lighter|[1-9]00')],
    'font-style': [whole('normal|italic|oblique')],
    'text-decoration': [
      whole(
        'none',
        String.raw`(?:underline|overline|line-through)(?:\s+(?:underline|overline|line-through)){0,2}`,
      ),
    ],
    'font-size': [FONT_SIZE],
    'line-height': [LINE_HEIGHT],
    ...sides('margin', MARGIN_LENGTH),
    ...sides('padding', BOX_LENGTH),
  },
  img: { width: [IMAGE_WIDTH], 'max-width': [IMAGE_WIDTH, whole('none')] },
};

/** Pictures from the web (http/https) or this server (a path from the root): no data:, no `//host`. */
const IMAGE_SOURCE = /^(?:https?:\/\/|\/(?![/\\]))[^\s\\\p{Cc}]*$/iu;
const DIMENSION = /^\d{1,4}$/;
const SPAN = /^\d{1,2}$/;

/** Keeps only the named attributes whose values match. */
const validated = (
  attribs: sanitizeHtml.Attributes,
  checks: Record<string, RegExp>,
): sanitizeHtml.Attributes => {
  const kept = { ...attribs };
  for (const [name, pattern] of Object.entries(checks))
    if (kept[name] !== undefined && !pattern.test(kept[name].trim())) delete kept[name];
  return kept;
};

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedClasses: {},
  allowedStyles: ALLOWED_STYLES,
  parseStyleAttributes: true,
  // Links: web, mail and relative; pictures: web only (or a path, checked below).
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Deeper nesting is unwrapped (text kept): no editor produces it.
  nestingLimit: 64,
  transformTags: {
    // A link always opens in a new tab without handing the opener over.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' },
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: validated(attribs, { width: DIMENSION, height: DIMENSION }),
    }),
    td: (tagName, attribs) => ({
      tagName,
      attribs: validated(attribs, { colspan: SPAN, rowspan: SPAN }),
    }),
    th: (tagName, attribs) => ({
      tagName,
      attribs: validated(attribs, { colspan: SPAN, rowspan: SPAN }),
    }),
  },
  // A picture without an acceptable source goes altogether; a link without one keeps its text.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !IMAGE_SOURCE.test((frame.attribs.src ?? '').trim());
    if (frame.tag === 'a' && frame.attribs.href === undefined) return 'excludeTag';
    return false;
  },
};

/** The HTML with only the allowed tags, attributes, URLs and inline styles (see above). */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);

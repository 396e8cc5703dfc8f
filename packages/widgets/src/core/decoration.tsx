import type { GoodsDecoration } from '@retail/contract';
import type { CSSProperties } from 'react';
import { readableShade } from './contrast';

// Promotion decoration on a goods picture (docs/marketing.md): the server adds `decoration` to
// a goods item that a running border marks; its frame is drawn over the picture and its badge in
// the top-left corner. Render does not parse documents (nor load zod), so the item's value is
// checked here by hand.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The item's frame and badge, when it carries a decoration with either. */
export const decorationOf = (item: unknown): GoodsDecoration | undefined => {
  if (!isRecord(item) || !isRecord(item.decoration)) return undefined;
  const { frame, badge } = item.decoration;
  const shown: GoodsDecoration = {
    frame: textOrNull(frame),
    badge:
      isRecord(badge) && typeof badge.text === 'string' && typeof badge.colour === 'string'
        ? { text: badge.text, colour: badge.colour }
        : null,
    background: null,
  };
  return shown.frame || shown.badge ? shown : undefined;
};

/** Badge text is white: the colour is darkened until white on it reaches AA (4.5:1). */
export const badgeStyle = (colour: string): CSSProperties => ({
  position: 'absolute',
  top: 4,
  left: 4,
  maxWidth: 'calc(100% - 8px)',
  padding: '1px 6px',
  borderRadius: 3,
  fontSize: 11,
  lineHeight: '16px',
  color: '#fff',
  background: readableShade(colour, 4.5),
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

/** The frame and badge over a picture; the picture's box must be `position: relative`. */
export const PictureDecoration = ({ decoration }: { decoration: GoodsDecoration | undefined }) => {
  if (!decoration) return null;
  return (
    <>
      {decoration.frame && (
        <img
          src={decoration.frame}
          alt=""
          data-decoration="frame"
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'fill',
            pointerEvents: 'none',
          }}
        />
      )}
      {decoration.badge && (
        <span data-decoration="badge" style={badgeStyle(decoration.badge.colour)}>
          {decoration.badge.text}
        </span>
      )}
    </>
  );
};

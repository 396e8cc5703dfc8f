import { WidgetBlock } from '../../core/block';
import { Icon } from '../../core/icons';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  COMMENT_STARS,
  GOODS_COMMENT_LIST,
  goodsCommentListDefaults,
  MAX_STARS,
} from './goods-comment-list.defaults';
import type { GoodsCommentListProps } from './goods-comment-list.schema';
import { MUTED_TEXT } from '../../core/colours';

const LINE_HEIGHT = 1.5;

/** §9: level 0 → 5 stars, 1 → 3, 2 → 1; an unknown level counts as the best. */
export const starsOf = (rating: number): number =>
  COMMENT_STARS[rating as keyof typeof COMMENT_STARS] ?? MAX_STARS;

const Stars = ({ count, label }: { count: number; label: string }) => (
  <span role="img" aria-label={label} data-stars={count} style={{ display: 'inline-flex' }}>
    {Array.from({ length: MAX_STARS }, (_, i) => (
      <Icon key={i} name="star" size={12} color={i < count ? '#ff9900' : '#ddd'} />
    ))}
  </span>
);

export const GoodsCommentListView = ({
  style,
  params,
  data,
}: WidgetViewProps<GoodsCommentListProps>) => {
  const t = useWidgetText();
  const comments = data.list.slice(0, Math.max(0, params.limit));
  return (
    <WidgetBlock itemStyle={style}>
      <h3 style={{ margin: '0 0 8px', fontSize: 14, fontWeight: 600 }}>
        {t('goodsCommentList.heading', { title: params.title, total: data.total })}
      </h3>
      {comments.length === 0 ? (
        <p style={{ margin: 0, padding: '12px 0', color: MUTED_TEXT, fontSize: 13 }}>
          {t('goodsCommentList.empty')}
        </p>
      ) : (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {comments.map((comment, index) => {
            const stars = starsOf(comment.rating);
            return (
              <li
                key={index}
                style={{ padding: '8px 0', borderTop: index ? '1px solid #f2f2f2' : 0 }}
              >
                <div style={{ display: 'flex', alignItems: 'center', gap: 6, fontSize: 12 }}>
                  {comment.avatarUrl ? (
                    <img
                      src={comment.avatarUrl}
                      alt=""
                      width={24}
                      height={24}
                      style={{ borderRadius: '50%', objectFit: 'cover' }}
                    />
                  ) : (
                    <Icon name="user" size={24} color="#ccc" />
                  )}
                  <span style={{ color: '#666' }}>
                    {comment.nickName || t('goodsCommentList.anonymous')}
                  </span>
                  <Stars count={stars} label={t('goodsCommentList.stars', { count: stars })} />
                  <span style={{ marginLeft: 'auto', color: MUTED_TEXT }}>
                    {comment.createDate.slice(0, 10)}
                  </span>
                </div>
                <p
                  data-comment-content
                  style={{
                    margin: '6px 0 0',
                    fontSize: 13,
                    color: '#333',
                    display: '-webkit-box',
                    WebkitBoxOrient: 'vertical',
                    WebkitLineClamp: params.showRows,
                    // The same cut where line clamping is not supported.
                    lineHeight: LINE_HEIGHT,
                    maxHeight: `${params.showRows * LINE_HEIGHT}em`,
                    overflow: 'hidden',
                  }}
                >
                  {comment.content}
                </p>
                {comment.images.length > 0 && (
                  <div style={{ display: 'flex', gap: 4, marginTop: 6 }}>
                    {comment.images.map((image, i) => (
                      <img
                        key={i}
                        src={image}
                        alt=""
                        width={64}
                        height={64}
                        style={{ borderRadius: 4, objectFit: 'cover' }}
                      />
                    ))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </WidgetBlock>
  );
};

export const goodsCommentListView = defineWidgetView({
  type: GOODS_COMMENT_LIST,
  view: GoodsCommentListView,
  defaults: goodsCommentListDefaults,
});

import { WidgetBlock } from '../../core/block';
import { clampLines } from '../../core/item-card';
import { defineWidgetView, type WidgetViewProps } from '../../core/view-manifest';
import { WidgetLink } from '../../core/widget-link';
import { useWidgetText } from '../../i18n/use-widget-text';
import {
  ARTICLE_IMAGE_BELOW,
  ARTICLE_IMAGE_MODES,
  ARTICLE_LIST,
  articleListDefaults,
} from './article-list.defaults';
import type { ArticleItem, ArticleListProps } from './article-list.schema';
import { MUTED_TEXT } from '../../core/colours';

const Article = ({ item }: { item: ArticleItem }) => {
  const t = useWidgetText();
  const below = item.showType === ARTICLE_IMAGE_BELOW;
  const image = (
    <img
      src={item.imgUrl}
      alt=""
      style={{
        display: 'block',
        flex: 'none',
        borderRadius: 4,
        objectFit: ARTICLE_IMAGE_MODES[item.mode] ?? 'cover',
        ...(below ? { width: '100%', height: 160 } : { width: 110, height: 80 }),
      }}
    />
  );
  const title = <div style={{ ...clampLines(2), fontSize: 15, color: '#333' }}>{item.title}</div>;
  const footer = (
    <div data-views style={{ fontSize: 11, color: MUTED_TEXT }}>
      {t('articleList.views', { count: item.showDivs })}
    </div>
  );
  return (
    <li
      data-show-type={item.showType}
      style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}
    >
      <WidgetLink
        link={{ kind: 'articleDetail', articleId: item.articleId }}
        style={{ display: 'flex', flexDirection: below ? 'column' : 'row', gap: 8 }}
      >
        {below ? (
          <>
            {title}
            {image}
            {footer}
          </>
        ) : (
          <>
            <div
              style={{
                flex: 1,
                minWidth: 0,
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
              }}
            >
              {title}
              {footer}
            </div>
            {image}
          </>
        )}
      </WidgetLink>
    </li>
  );
};

/** §3/§5: show type 10 puts the text left and the picture right; 20 the title, picture, then footer. */
export const ArticleListView = ({ style, data }: WidgetViewProps<ArticleListProps>) => {
  const t = useWidgetText();
  if (data.items.length === 0) return null;
  return (
    <WidgetBlock itemStyle={style}>
      <ul aria-label={t('articleList.label')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {data.items.map((item, index) => (
          <Article key={index} item={item} />
        ))}
      </ul>
    </WidgetBlock>
  );
};

export const articleListView = defineWidgetView({
  type: ARTICLE_LIST,
  view: ArticleListView,
  defaults: articleListDefaults,
});

import { useState } from 'react';
import { App, Button, Drawer, Empty, Flex, List, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Locale, PageVersionSummary } from '@retail/contract';
import { editorLabel, widgetEditorOf } from '@retail/widgets/editor';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { toDocument, type PageDocument } from './editor-state';
import { editorMessages } from './editor.i18n';
import { fieldForPath } from './field-visibility';
import { listVersions, loadVersion, rollbackTo } from './page-api';
import { diffDocuments, type PageChange } from './page-diff';

type Props = {
  pageId: number;
  open: boolean;
  onClose: () => void;
  draft: PageDocument;
  locale: Locale;
  labelOf: (type: string) => string;
  /** A rollback made an earlier version the draft: load it. */
  onRolledBack: () => Promise<void>;
};

type Comparison = { version: number; against: 'draft' | 'previous' };

const versionsKey = (pageId: number) => ['renovation-page-versions', pageId];

/** The versions, newest first: who and when, what changed, and rollback in one click. */
export const VersionsDrawer = (props: Props) => {
  const { pageId, open, onClose, draft, locale, labelOf, onRolledBack } = props;
  const t = useMessages(editorMessages);
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [comparison, setComparison] = useState<Comparison | null>(null);
  const versions = useQuery({
    queryKey: versionsKey(pageId),
    queryFn: () => listVersions(pageId),
    enabled: open,
  });
  const list = versions.data ?? [];

  const rollback = (version: number) =>
    void modal.confirm({
      title: t('versions.rollback'),
      content: t('versions.rollbackConfirm', { version }),
      okText: t('actions.ok'),
      cancelText: t('actions.cancel'),
      okButtonProps: { 'data-testid': 'rollback-confirm' },
      onOk: async () => {
        const made = await rollbackTo(pageId, version);
        await onRolledBack();
        await client.invalidateQueries({ queryKey: versionsKey(pageId) });
        void message.success(t('versions.rolledBackTo', { version: made.version }));
      },
    });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('versions.title')}
      size={520}
      closable={{ 'aria-label': t('versions.close') }}
      destroyOnHidden
    >
      {versions.isLoading && <Spin />}
      {!versions.isLoading && list.length === 0 && <Empty description={t('versions.empty')} />}
      <List<PageVersionSummary>
        dataSource={list}
        data-testid="versions"
        renderItem={(v, i) => {
          const previous = list[i + 1];
          return (
            <List.Item key={v.version} style={{ display: 'block' }}>
              <Typography.Text strong>{t('versions.item', { version: v.version })}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {t('versions.by', { who: v.publishedBy ?? '—', when: v.publishedAt })} ·{' '}
                {t('versions.count', { count: v.componentCount })}
                {v.rolledBackFrom !== null &&
                  ` · ${t('versions.rolledBack', { version: v.rolledBackFrom })}`}
              </Typography.Text>
              <Flex gap={4} wrap style={{ marginTop: 4 }}>
                <Button
                  size="small"
                  aria-label={`${t('versions.item', { version: v.version })}: ${t('versions.compareDraft')}`}
                  onClick={() => setComparison({ version: v.version, against: 'draft' })}
                >
                  {t('versions.compareDraft')}
                </Button>
                <Button
                  size="small"
                  disabled={!previous}
                  aria-label={`${t('versions.item', { version: v.version })}: ${t('versions.comparePrevious')}`}
                  onClick={() => setComparison({ version: v.version, against: 'previous' })}
                >
                  {t('versions.comparePrevious')}
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={`${t('versions.item', { version: v.version })}: ${t('versions.rollback')}`}
                  data-testid="version-rollback"
                  onClick={() => rollback(v.version)}
                >
                  {t('versions.rollback')}
                </Button>
              </Flex>
              {comparison?.version === v.version && (
                <VersionDiff
                  pageId={pageId}
                  comparison={comparison}
                  previous={previous?.version ?? null}
                  draft={draft}
                  locale={locale}
                  labelOf={labelOf}
                />
              )}
            </List.Item>
          );
        }}
      />
    </Drawer>
  );
};

type DiffProps = {
  pageId: number;
  comparison: Comparison;
  previous: number | null;
  draft: PageDocument;
  locale: Locale;
  labelOf: (type: string) => string;
};

const VersionDiff = ({ pageId, comparison, previous, draft, locale, labelOf }: DiffProps) => {
  const t = useMessages(editorMessages);
  const from = comparison.against === 'draft' ? comparison.version : previous;
  const docs = useQuery({
    queryKey: ['renovation-page-diff', pageId, comparison, previous],
    queryFn: async () => {
      const to =
        comparison.against === 'draft'
          ? draft
          : toDocument((await loadVersion(pageId, comparison.version)).document);
      const base = from === null ? null : toDocument((await loadVersion(pageId, from)).document);
      return base ? diffDocuments(base, to) : [];
    },
  });
  if (docs.isLoading) return <Spin />;
  const changes = docs.data ?? [];
  const fieldNames = (type: string, paths: readonly string[]) => {
    const fields = widgetEditorOf(type)?.fields ?? [];
    const names = paths.map((path) => {
      if (path === 'hidden') return t('canvas.hidden');
      const field = fieldForPath(fields, path);
      return field ? editorLabel(locale, field.label) : path;
    });
    return [...new Set(names)].join(', ');
  };
  const line = (change: PageChange): string => {
    switch (change.kind) {
      case 'added':
        return t('versions.added', { name: labelOf(change.type), n: change.index + 1 });
      case 'removed':
        return t('versions.removed', { name: labelOf(change.type), n: change.index + 1 });
      case 'moved':
        return t('versions.moved', {
          name: labelOf(change.type),
          from: change.from + 1,
          to: change.to + 1,
        });
      case 'changed':
        return t('versions.changed', {
          name: labelOf(change.type),
          n: change.index + 1,
          fields: fieldNames(change.type, change.paths),
        });
      case 'page':
        return t('versions.page', { fields: change.paths.join(', ') });
    }
  };
  const toName =
    comparison.against === 'draft'
      ? t('versions.draft')
      : t('versions.item', { version: comparison.version });
  return (
    <section
      aria-label={t('versions.diffTitle', { from: from ?? '—', to: toName })}
      data-testid="version-diff"
      style={{ marginTop: 8, padding: 8, background: '#fafafa', borderRadius: 6 }}
    >
      <Typography.Text strong>
        {t('versions.diffTitle', { from: from ?? '—', to: toName })}
      </Typography.Text>
      {changes.length === 0 ? (
        <Typography.Paragraph style={{ margin: 0 }}>{t('versions.same')}</Typography.Paragraph>
      ) : (
        <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
          {changes.map((change, i) => (
            <li key={i}>{line(change)}</li>
          ))}
        </ul>
      )}
    </section>
  );
};

import { Alert, Card, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useMessages } from '../../../lib/i18n/feature-messages';
import { editorMessages } from './editor.i18n';
import { loadDraft } from './page-api';
import { PageEditor } from './page-editor';

const idParam = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /renovationPageEditor/index?id=: the storefront page builder for one page (issue 16). */
export const PageEditorScreen = () => {
  const t = useMessages(editorMessages);
  const [params] = useSearchParams();
  const pageId = idParam(params.get('id'));
  const draft = useQuery({
    queryKey: ['renovation-page-draft', pageId],
    enabled: pageId !== null,
    queryFn: () => loadDraft(pageId ?? 0),
    // The builder owns the draft once open: no refetch behind its back.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  return (
    <Card title={t('title')} data-testid="page-editor-screen">
      {pageId === null && <Alert type="info" title={t('noPage')} />}
      {draft.isLoading && <Spin />}
      {draft.error && (
        <Alert type="error" title={t('loadFailed', { message: draft.error.message })} />
      )}
      {pageId !== null && draft.data && (
        <PageEditor key={pageId} pageId={pageId} draft={draft.data} />
      )}
    </Card>
  );
};

import type { ReactNode } from 'react';
import { Button, Card, Checkbox, Empty, Flex, Spin, Tooltip, Tree, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { FileRecord } from '@retail/contract';
import { ListPagination } from '../list/list-pagination';
import { useMessages } from '../../lib/i18n/feature-messages';
import { fileBankMessages } from './file-bank.i18n';
import { folderTree, type FolderNode } from './folder-tree';
import type { FileBankState } from './use-file-bank';

type TreeData = { key: number; title: ReactNode; children: TreeData[] };

const treeData = (nodes: readonly FolderNode[]): TreeData[] =>
  nodes.map((node) => ({
    key: node.key,
    title: (
      <span data-testid={`bank-folder-${node.key}`}>
        {node.title} <Typography.Text type="secondary">({node.folder.fileCount})</Typography.Text>
      </span>
    ),
    children: treeData(node.children),
  }));

const TILE = 132;
/** Folders and grid scroll inside the dialog (90 pictures a page, many folders). */
const PANE_HEIGHT = 520;

const PictureTile = ({
  file,
  ticked,
  onToggle,
  onPreview,
  previewLabel,
}: {
  file: FileRecord;
  ticked: boolean;
  onToggle: () => void;
  onPreview: () => void;
  previewLabel: string;
}) => (
  <Card
    size="small"
    hoverable
    data-testid={`bank-picture-${file.fileId}`}
    data-file-name={file.fileName}
    aria-checked={ticked}
    role="checkbox"
    onClick={onToggle}
    style={{ width: TILE, borderColor: ticked ? '#409EFF' : undefined }}
    styles={{ body: { padding: 6 } }}
  >
    <div style={{ position: 'relative', height: TILE - 12, display: 'grid', placeItems: 'center' }}>
      <img
        src={file.thumbnailUrl}
        alt={file.fileName}
        loading="lazy"
        style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
      />
      <Checkbox
        checked={ticked}
        style={{ position: 'absolute', top: 2, left: 2 }}
        onClick={(event) => event.stopPropagation()}
        onChange={onToggle}
        aria-label={file.fileName}
      />
      <Tooltip title={previewLabel}>
        <Button
          size="small"
          shape="circle"
          icon={<EyeOutlined />}
          aria-label={previewLabel}
          data-testid={`bank-preview-${file.fileId}`}
          style={{ position: 'absolute', top: 2, right: 2 }}
          onClick={(event) => {
            event.stopPropagation();
            onPreview();
          }}
        />
      </Tooltip>
    </div>
    {/* Plain text: React escapes a name that looks like markup. */}
    <Typography.Text
      ellipsis={{ tooltip: file.fileName }}
      style={{ display: 'block', fontSize: 12 }}
    >
      {file.fileName}
    </Typography.Text>
  </Card>
);

/** Folder tree on the left, picture grid and the file bank's pagination on the right. */
export const FileBankBrowser = ({
  bank,
  onPreview,
}: {
  bank: FileBankState;
  onPreview: (file: FileRecord) => void;
}) => {
  const t = useMessages(fileBankMessages);
  return (
    <Flex gap={16} style={{ minHeight: 420 }}>
      <div
        style={{
          width: 220,
          flex: 'none',
          borderRight: '1px solid #f0f0f0',
          paddingRight: 8,
          maxHeight: PANE_HEIGHT,
          overflow: 'auto',
        }}
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('bank.folders')}
        </Typography.Title>
        {bank.foldersLoading ? (
          <Spin />
        ) : bank.folders.length === 0 ? (
          <Typography.Text type="secondary">{t('bank.noFolders')}</Typography.Text>
        ) : (
          <Tree
            data-testid="bank-folder-tree"
            blockNode
            defaultExpandAll
            treeData={treeData(folderTree(bank.folders))}
            selectedKeys={bank.folderId === null ? [] : [bank.folderId]}
            onSelect={(keys) => {
              // Clicking the selected folder again keeps it selected.
              const key = keys[0];
              if (key !== undefined) bank.chooseFolder(Number(key));
            }}
          />
        )}
      </div>
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 0 }}>
        <Spin spinning={bank.loading}>
          {bank.files.length === 0 ? (
            <Empty description={t('bank.empty')} data-testid="bank-empty" />
          ) : (
            <Flex
              wrap
              gap={10}
              data-testid="bank-grid"
              style={{ maxHeight: PANE_HEIGHT - 48, overflowY: 'auto', alignContent: 'flex-start' }}
            >
              {bank.files.map((file) => (
                <PictureTile
                  key={file.fileId}
                  file={file}
                  ticked={bank.selection.has(file.fileId)}
                  onToggle={() => bank.toggle(file)}
                  onPreview={() => onPreview(file)}
                  previewLabel={t('bank.preview')}
                />
              ))}
            </Flex>
          )}
        </Spin>
        <ListPagination
          total={bank.total}
          page={bank.page.pageNum}
          pageSize={bank.page.pageSize}
          pageSizes={bank.pageSizes}
          autoScroll={false}
          onChange={(pageNum, pageSize) => bank.setPage({ pageNum, pageSize })}
        />
      </Flex>
    </Flex>
  );
};

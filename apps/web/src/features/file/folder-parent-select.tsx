import { TreeSelect } from 'antd';
import { folderTree, useFolders, type FolderNode } from '../../components/file-bank';
import { useMessages } from '../../lib/i18n/feature-messages';
import type { FieldInputProps } from '../../resources/define-resource';
import { fileMessages } from './file.i18n';

type Option = { value: number; title: string; children: Option[] };

/** Folders a folder may move under: never itself nor one of its own sub-folders. */
const options = (nodes: readonly FolderNode[], self: unknown): Option[] =>
  nodes
    .filter((node) => node.key !== self)
    .map((node) => ({
      value: node.key,
      title: node.title,
      children: options(node.children, self),
    }));

/** The parent of a folder, chosen on the folder tree; empty means top level (moving = editing). */
export const FolderParentSelect = ({ value, onChange, row }: FieldInputProps) => {
  const t = useMessages(fileMessages);
  const folders = useFolders();
  return (
    <TreeSelect<number>
      data-testid="field-parentId"
      allowClear
      showSearch
      treeDefaultExpandAll
      treeNodeFilterProp="title"
      placeholder={t('top')}
      loading={folders.isLoading}
      treeData={options(folderTree(folders.data ?? []), row?.id)}
      value={(value as number | null | undefined) ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
};

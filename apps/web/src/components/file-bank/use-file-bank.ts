import { useCallback, useMemo, useState } from 'react';
import { App } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CHOOSER_PAGE_SIZES, endpoints, type FileRecord } from '@retail/contract';
import { call } from '../../lib/api';
import { useMessages } from '../../lib/i18n/feature-messages';
import { listFailureText } from '../../resources/resource-call';
import { fileBankMessages } from './file-bank.i18n';
import {
  EMPTY_SELECTION,
  gridQuery,
  toggleAll,
  toggleFile,
  type FileBankMode,
  type Selection,
} from './file-bank-model';
import { firstFolderId } from './folder-tree';
import { FILE_BANK_KEY, useFolders } from './use-folders';

const PAGE_SIZES = CHOOSER_PAGE_SIZES.fileBank;

/**
 * State of a file bank view: folders (the first selected by default), the picture page of the
 * chosen folder in the current mode, and the ticked pictures. Mounting it loads (console.md §4).
 */
export const useFileBank = ({
  mode,
  max,
  initial = [],
}: {
  mode: FileBankMode;
  max: number;
  /** Pictures the caller already has, ticked when the bank opens. */
  initial?: readonly FileRecord[];
}) => {
  const t = useMessages(fileBankMessages);
  const { message } = App.useApp();
  const folders = useFolders();
  const folderList = useMemo(() => folders.data ?? [], [folders.data]);
  const [chosenFolder, setChosenFolder] = useState<number | null>(null);
  const folderId =
    chosenFolder !== null && folderList.some((folder) => folder.id === chosenFolder)
      ? chosenFolder
      : firstFolderId(folderList);
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZES.default as number });
  const [selection, setSelection] = useState<Selection>(() =>
    initial.length > 0 ? new Map(initial.map((file) => [file.fileId, file])) : EMPTY_SELECTION,
  );
  const which = gridQuery(mode, folderId);

  const files = useQuery({
    queryKey: [...FILE_BANK_KEY, 'files', which, folderId, page],
    // Folders first: the grid shows the first folder, not everything, while they load.
    enabled: folders.isSuccess,
    placeholderData: keepPreviousData,
    queryFn: async () => {
      try {
        if (which === 'list' || folderId === null)
          return await call(endpoints.file.list, { query: page, body: {} });
        return await call(endpoints.file[which], {
          params: { size: page.pageSize, page: page.pageNum },
          body: { fileFolderId: folderId },
        });
      } catch (error) {
        const text = listFailureText(error);
        if (text) void message.info(text);
        throw error;
      }
    },
  });

  const chooseFolder = useCallback((id: number) => {
    setChosenFolder(id);
    setPage((current) => ({ ...current, pageNum: 1 }));
  }, []);

  const refuse = useCallback(
    (refused: boolean) => {
      if (refused) void message.warning(t('bank.tooMany', { max }));
    },
    [message, t, max],
  );

  const toggle = useCallback(
    (file: FileRecord) => {
      const change = toggleFile(selection, file, max);
      setSelection(change.selection);
      refuse(change.refused);
    },
    [selection, max, refuse],
  );

  const pageFiles = useMemo(() => files.data?.entities ?? [], [files.data]);
  const tickAll = useCallback(() => {
    const change = toggleAll(selection, pageFiles, max);
    setSelection(change.selection);
    refuse(change.refused);
  }, [selection, pageFiles, max, refuse]);

  const clearSelection = useCallback(() => setSelection(EMPTY_SELECTION), []);
  const { refetch: refetchFiles } = files;
  const { refetch: refetchFolders } = folders;
  const reload = useCallback(() => {
    void refetchFolders();
    void refetchFiles();
  }, [refetchFolders, refetchFiles]);

  return {
    folders: folderList,
    foldersLoading: folders.isLoading,
    folderId,
    chooseFolder,
    files: pageFiles,
    total: files.data?.totalCount ?? 0,
    loading: files.isFetching,
    page,
    setPage,
    pageSizes: PAGE_SIZES.options,
    selection,
    toggle,
    tickAll,
    clearSelection,
    reload,
  };
};

export type FileBankState = ReturnType<typeof useFileBank>;

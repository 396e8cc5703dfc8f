import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@retail/contract';
import { call } from '../../lib/api';

/** Query keys of the file bank: invalidating `FILE_BANK_KEY` reloads folders and pictures. */
export const FILE_BANK_KEY = ['file-bank'] as const;
export const FOLDERS_KEY = [...FILE_BANK_KEY, 'folders'] as const;

/** Every folder of the caller's scope, flat with parentId, in the server's order. */
export const useFolders = (enabled = true) =>
  useQuery({
    queryKey: FOLDERS_KEY,
    enabled,
    queryFn: () => call(endpoints.file.folderQueryForList, { body: {} }),
  });

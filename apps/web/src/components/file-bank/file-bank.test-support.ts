import type { FileFolderRecord, FileRecord } from '@retail/contract';

const owned = {
  tenantId: 10,
  organId: 10,
  organPath: '/1/10/',
  createBy: null,
  createDate: '2026-01-02 03:04:05',
  updateBy: null,
  updateDate: null,
};

/** A stored picture as the server answers it. */
export const picture = (
  fileId: number,
  fileName = `p${fileId}.png`,
  folderIds: number[] = [],
): FileRecord => ({
  ...owned,
  fileId,
  fileName,
  fileUrl: `/api/file/object/10/${fileId}.png`,
  thumbnailUrl: `/api/file/object/10/${fileId}.thumb.webp`,
  visibility: 'public',
  contentType: 'image/png',
  fileSize: 2048,
  width: 40,
  height: 30,
  sysId: 'local',
  bucket: null,
  endpoint: null,
  uploadTime: '2026-01-02 03:04:05',
  organName: 'Sunrise',
  folderIds,
});

export const folder = (
  id: number,
  name: string,
  parentId: number | null = null,
): FileFolderRecord => ({
  ...owned,
  id,
  parentId,
  name,
  code: null,
  features: null,
  sorted: 0,
  status: 1,
  remark: null,
  isDeleted: 0,
  fileCount: 0,
});

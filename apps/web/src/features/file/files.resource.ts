import { createElement } from 'react';
import { endpoints, IMAGE_TYPES, type FileRecord } from '@retail/contract';
import { formatBytes, formatDimensions } from '../../components/file-bank';
import { defineResource, type FieldDef, type Row } from '../../resources/define-resource';
import { FileActions } from './file-actions';

const file = (row: Row) => row as FileRecord;

/** Columns both file screens share; names are plain text (React escapes them). */
const commonFields = {
  contentType: { filter: true, options: IMAGE_TYPES, width: 110 },
  fileSize: { width: 100, render: (value: unknown) => formatBytes(Number(value)) },
  organName: {},
  uploadTime: { width: 170 },
} satisfies Record<string, FieldDef>;

const commonLabels = {
  en: { contentType: 'Type', fileSize: 'Size', organName: 'Organisation', uploadTime: 'Uploaded' },
  zh: { contentType: '类型', fileSize: '大小', organName: '所属组织', uploadTime: '上传时间' },
  es: { contentType: 'Tipo', fileSize: 'Tamaño', organName: 'Organización', uploadTime: 'Subido' },
};

/** fileService: the pictures of the caller's scope, with thumbnails; rename, remove, preview. */
export const filesResource = defineResource({
  key: 'file-service',
  // No edit endpoint here: a file is never "added" through a form, only uploaded (rename is a row action).
  endpoints: { list: endpoints.file.list, remove: endpoints.file.remove },
  authority: { list: 'FILE_SERVICE_LIST', remove: 'FILE_SERVICE_REMOVE' },
  rowKey: 'fileId',
  exportable: false,
  rowActions: FileActions,
  fields: {
    thumbnailUrl: {
      width: 80,
      render: (_value, row) =>
        createElement('img', {
          src: file(row).thumbnailUrl,
          alt: file(row).fileName,
          loading: 'lazy',
          style: { width: 56, height: 56, objectFit: 'contain' },
        }),
    },
    fileName: { filter: true },
    contentType: commonFields.contentType,
    fileSize: commonFields.fileSize,
    dimensions: { width: 110, render: (_value, row) => formatDimensions(file(row)) ?? '' },
    organName: commonFields.organName,
    uploadTime: commonFields.uploadTime,
  },
  labels: {
    en: {
      title: 'File bank',
      fields: {
        thumbnailUrl: 'Picture',
        fileName: 'Name',
        ...commonLabels.en,
        dimensions: 'Dimensions',
      },
    },
    zh: {
      title: '文件库',
      fields: { thumbnailUrl: '图片', fileName: '名称', ...commonLabels.zh, dimensions: '尺寸' },
    },
    es: {
      title: 'Banco de archivos',
      fields: {
        thumbnailUrl: 'Imagen',
        fileName: 'Nombre',
        ...commonLabels.es,
        dimensions: 'Dimensiones',
      },
    },
  },
});

/**
 * attachment: the same stored files as a plain attachment list — name as a link to the file,
 * type, size, owner and time; no thumbnails or picture tools.
 */
export const attachmentsResource = defineResource({
  key: 'attachment',
  endpoints: { list: endpoints.file.list, remove: endpoints.file.remove },
  authority: { list: 'FILE_SERVICE_LIST', remove: 'FILE_SERVICE_REMOVE' },
  rowKey: 'fileId',
  exportable: false,
  fields: {
    fileName: {
      filter: true,
      render: (_value, row) =>
        createElement(
          'a',
          { href: file(row).fileUrl, target: '_blank', rel: 'noreferrer noopener' },
          file(row).fileName,
        ),
    },
    ...commonFields,
  },
  labels: {
    en: { title: 'Attachments', fields: { fileName: 'Name', ...commonLabels.en } },
    zh: { title: '附件管理', fields: { fileName: '名称', ...commonLabels.zh } },
    es: { title: 'Adjuntos', fields: { fileName: 'Nombre', ...commonLabels.es } },
  },
});

import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type ExportColumn, type Locale } from '@retail/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { formatDateTime } from '../../lib/date-time';
import type { Owner } from '../../scope/scope';
import { EXPORT_FOLDER, safeFileName } from './export.service';
import { createExportRepository, type ExportJobRow } from './export.repository';
import { openSheetWriter } from './xlsx-writer';

/** What a server-made file is: its user, owner, name, columns and rows. */
export type RowsExport = {
  owner: Owner;
  userId: number;
  /** The audit name (the user's, or the scheduler's owner's). */
  by: string;
  locale: Locale;
  /** What the exports list shows as the source (`statistics.staticsTask`). */
  endpoint: string;
  fileName: string;
  columns: readonly ExportColumn[];
  rows: readonly Record<string, unknown>[];
  /** Keys of columns holding integer cents (yuan in the sheet). */
  money: ReadonlySet<string>;
};

/**
 * Rows the server worked out itself (a report run), written into the "my exports" list of a
 * user as a finished job with the export module's own sheet writer, so the file is listed,
 * downloaded and removed like any export.
 */
export const createRowsExporter = ({
  db,
  clock,
  dataDir,
}: {
  db: Db;
  clock: Clock;
  dataDir: string;
}) => {
  const repository = createExportRepository(db);
  const root = resolve(dataDir);
  return {
    save: async (file: RowsExport): Promise<ExportJobRow> => {
      const now = formatDateTime(clock.now());
      const relativePath = join(EXPORT_FOLDER, `report-${randomUUID()}.xlsx`);
      const path = join(root, relativePath);
      await mkdir(join(root, EXPORT_FOLDER), { recursive: true });
      try {
        const sheet = openSheetWriter(path, file.columns, file.money);
        sheet.addRows(file.rows);
        await sheet.finish();
        const { size } = await stat(path);
        return await repository.insert({
          ...file.owner,
          userId: file.userId,
          endpoint: file.endpoint,
          fileName: safeFileName(file.fileName, 'report'),
          status: 'done',
          progress: 100,
          rowCount: file.rows.length,
          fileSize: size,
          reason: null,
          locale: file.locale,
          filePath: relativePath,
          finishDate: now,
          createBy: file.by,
          createDate: now,
          updateBy: file.by,
          updateDate: now,
        });
      } catch (error) {
        await rm(path, { force: true }).catch(() => undefined);
        throw error;
      }
    },
  };
};

export type RowsExporter = ReturnType<typeof createRowsExporter>;

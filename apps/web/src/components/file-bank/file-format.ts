import type { FileRecord } from '@retail/contract';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A byte count for people: 532 B, 12.4 KB, 3.1 MB. */
export const formatBytes = (bytes: number): string => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
};

/** "640 × 480", or null when the server could not read the size. */
export const formatDimensions = (file: Pick<FileRecord, 'width' | 'height'>): string | null =>
  file.width !== null && file.height !== null ? `${file.width} × ${file.height}` : null;

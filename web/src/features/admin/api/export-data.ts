/**
 * GET /api/admin/export?type=: the rows, written here as a CSV (shared/csv.ts) and saved under the
 * server's file name. An answer without rows and a name counts as a failure (spec §7).
 */
import { toCsv } from '#shared/csv.ts';
import type { AdminExport, ExportType } from '#shared/types/admin.ts';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { saveFile } from '@/lib/save-file.ts';
import { useAdminMutation } from './admin-mutation.ts';
import { adminKeys } from './keys.ts';

export interface ExportResult {
  filename: string;
  rows: number;
  truncated: boolean;
}

const isExport = (value: unknown): value is AdminExport =>
  typeof value === 'object' && value !== null && Array.isArray((value as AdminExport).data) && typeof (value as AdminExport).filename === 'string';

export async function exportData(type: ExportType): Promise<ExportResult> {
  const answer: unknown = await api.get(`/api/admin/export?${new URLSearchParams({ type })}`);
  if (!isExport(answer)) throw new Error('The export answered without rows or a file name');
  // The byte order mark lets spreadsheets read the file as UTF-8 (names and posts in Hindi).
  saveFile(new Blob(['\uFEFF', toCsv(answer.data)], { type: 'text/csv;charset=utf-8' }), answer.filename);
  return { filename: answer.filename, rows: answer.data.length, truncated: answer.truncated === true };
}

/** An export is an admin action: the log shows it once it settles. */
export const useExportData = (callbacks: MutationCallbacks<ExportResult, ExportType> = {}) =>
  useAdminMutation(exportData, callbacks, adminKeys.log());

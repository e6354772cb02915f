/** GET /api/ai-guru/export: every stored exchange as a text file, saved under the member's own date. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';
import { saveFile } from '@/lib/save-file.ts';

const localDate = (now: Date) =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

export const exportFileName = (now: Date) => `ai-guru-conversations-${localDate(now)}.txt`;

export async function exportConversations(): Promise<void> {
  saveFile(await api.blob('/api/ai-guru/export'), exportFileName(new Date()));
}

export const useExportConversations = (callbacks: MutationCallbacks<void, void> = {}) =>
  useMutation({ ...callbacks, mutationFn: exportConversations });

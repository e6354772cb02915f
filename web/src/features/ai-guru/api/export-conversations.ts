/** GET /api/ai-guru/export: every stored exchange as a text file, saved under the member's own date. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import type { MutationCallbacks } from '@/lib/react-query.ts';

const localDate = (now: Date) =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

export const exportFileName = (now: Date) => `ai-guru-conversations-${localDate(now)}.txt`;

export async function exportConversations(): Promise<void> {
  const file = await api.blob('/api/ai-guru/export');
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(new Date());
  link.click();
  // Some browsers read the file after click() returns: release it once the download has it.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const useExportConversations = (callbacks: MutationCallbacks<void, void> = {}) =>
  useMutation({ ...callbacks, mutationFn: exportConversations });

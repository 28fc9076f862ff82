import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@va/core/language';
import { api } from '@/lib/api-client';
import { streamEvents } from '@/lib/event-streams';
import { queryKeys } from '@/lib/query-keys';

export interface ChatMessage {
  id: string;
  type: 'user' | 'bot' | 'error';
  content: string;
  language: Language;
  createdAt: string;
}

export type ChatStreamEvent =
  | { type: 'start'; language: Language }
  | { type: 'delta'; text: string }
  | { type: 'done'; message: ChatMessage }
  | { type: 'error'; code: string; message: ChatMessage };

export const chatHistoryQuery = queryOptions({
  queryKey: queryKeys.chatHistory,
  queryFn: () => api<{ messages: ChatMessage[] }>('/api/chat/history'),
  staleTime: Infinity,
});

export function useChatHistory(enabled: boolean) {
  return useQuery({ ...chatHistoryQuery, enabled });
}

export function useClearChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/chat/history', { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData(chatHistoryQuery.queryKey, { messages: [] }),
  });
}

/** Sends a message and reads the answer as it streams (Server-Sent Events over a POST). */
export function sendChatMessage(message: string, language: Language, onEvent: (event: ChatStreamEvent) => void) {
  return streamEvents('/api/chat', {
    body: { message, language },
    onEvent: (event) => onEvent(JSON.parse(event.data) as ChatStreamEvent),
  });
}

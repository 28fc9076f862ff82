import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatEvent, ChatHistory } from '@va/core/chat/contract';
import type { Language } from '@va/core/language';
import { api } from '@/lib/api-client';
import { streamEvents } from '@/lib/event-streams';
import { queryKeys } from '@/lib/query-keys';

export const chatHistoryQuery = queryOptions({
  queryKey: queryKeys.chatHistory,
  queryFn: () => api<ChatHistory>('/api/chat/history'),
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
export function sendChatMessage(message: string, language: Language, onEvent: (event: ChatEvent) => void) {
  return streamEvents('/api/chat', {
    body: { message, language },
    onEvent: (event) => onEvent(JSON.parse(event.data) as ChatEvent),
  });
}

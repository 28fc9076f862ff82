import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatEvent, ChatHistory, ChatMessageView } from '@va/core/chat/contract';
import type { Language } from '@va/core/language';
import { api, ApiError } from '@/lib/api-client';

export type ChatMessage = ChatMessageView;
export type ChatStreamEvent = ChatEvent;

export const chatHistoryQuery = queryOptions({
  queryKey: ['chat', 'history'],
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
export async function sendChatMessage(message: string, language: Language, onEvent: (event: ChatStreamEvent) => void) {
  let response: Response;
  try {
    response = await fetch('/api/chat', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message, language }),
    });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  if (!response.ok || !response.body) throw new ApiError('GENERIC', response.status);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let boundary: number;
    while ((boundary = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      const data = block
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).replace(/^ /, ''))
        .join('\n');
      if (data) onEvent(JSON.parse(data) as ChatStreamEvent);
    }
  }
}

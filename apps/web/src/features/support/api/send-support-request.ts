import { useMutation } from '@tanstack/react-query';
import type { SupportRequestInput } from '@va/core/support-schemas';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (input: SupportRequestInput) =>
      api<{ id: string }>('/api/support', { body: { ...input, language: currentLanguage() } }),
  });
}

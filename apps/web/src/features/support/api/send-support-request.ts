import { useMutation } from '@tanstack/react-query';
import type { SupportRequestCreated, SupportRequestInput } from '@va/core/support/contract';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (input: SupportRequestInput) =>
      api<SupportRequestCreated>('/api/support', { body: { ...input, language: currentLanguage() } }),
  });
}

import { useQuery } from '@tanstack/react-query';
import type { ResetTokenCheck } from '@va/core/auth/contract';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Whether the link of a reset e-mail can still set a password, asked when its page opens. A
 * malformed token is an invalid link; a failed check (network) leaves the form, whose submit
 * says what went wrong.
 */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: queryKeys.resetToken(token ?? ''),
    queryFn: async (): Promise<ResetTokenCheck> => {
      try {
        return await api<ResetTokenCheck>(
          `/api/auth/reset-password/check?${new URLSearchParams({ token: token ?? '' })}`,
          { unauthorizedIsAnswer: true },
        );
      } catch (error) {
        if (error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID') return { valid: false };
        throw error;
      }
    },
    enabled: Boolean(token),
    retry: false,
    // Checked once per visit: after a successful reset the link is used, and the page says so.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

import { zodResolver } from '@hookform/resolvers/zod';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { useFormBanner } from './use-form-banner';

const schema = z.object({
  email: z.string().min(1, 'EMAIL_REQUIRED'),
  password: z.string().min(1, 'PASSWORD_REQUIRED'),
});
type Values = z.infer<typeof schema>;

function useSignInLikeForm(action: (values: Values) => Promise<void>) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const { banner, submit } = useFormBanner(form, ['email', 'password']);
  return { form, banner, onSubmit: submit(action) };
}

describe('the one banner of a form', () => {
  it('shows the first invalid field in the order of the form, and runs nothing', async () => {
    let runs = 0;
    const { result } = renderHook(() =>
      useSignInLikeForm(async () => {
        runs++;
      }),
    );
    await act(() => result.current.onSubmit());
    expect(result.current.banner).toBe('EMAIL_REQUIRED');
    act(() => result.current.form.setValue('email', 'camille@example.fr'));
    await act(() => result.current.onSubmit());
    expect(result.current.banner).toBe('PASSWORD_REQUIRED');
    expect(runs).toBe(0);
  });

  it('then shows what the server refused, and clears it when the next try succeeds', async () => {
    let refuse = true;
    const { result } = renderHook(() =>
      useSignInLikeForm(async () => {
        if (refuse) throw new ApiError('INVALID_CREDENTIALS', 401);
      }),
    );
    act(() => {
      result.current.form.setValue('email', 'camille@example.fr');
      result.current.form.setValue('password', 'Motdepasse1!');
    });
    await act(() => result.current.onSubmit());
    await waitFor(() => expect(result.current.banner).toMatchObject({ code: 'INVALID_CREDENTIALS' }));
    refuse = false;
    await act(() => result.current.onSubmit());
    expect(result.current.banner).toBeNull();
  });
});

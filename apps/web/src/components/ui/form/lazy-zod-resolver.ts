import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form's zod resolver whose schema, zod and the resolver load at the form's first validation,
 * not with the page: the first screen carries no validation code (ADR 0033). Made once per form,
 * at module level, so they load once:
 *
 *   const resolver = lazyZodResolver(() => import('@va/core/auth/contract').then((m) => m.signInSchema));
 */
export function lazyZodResolver<T extends FieldValues>(schema: () => Promise<ZodType<T, T>>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () =>
    Promise.all([schema(), import('@hookform/resolvers/zod')]).then(
      ([loaded, { zodResolver }]) => zodResolver(loaded) as unknown as Resolver<T>,
      (error: unknown) => {
        loading = undefined; // a failed download is tried again at the next validation
        throw error;
      },
    );
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}

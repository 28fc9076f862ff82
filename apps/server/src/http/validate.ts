import type { Context, Env, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { firstErrorCode, type ErrorCode } from '@va/core/errors';
import { containsUnsafeText } from '@va/core/text';
import { AppError } from './errors.ts';

type Target = 'json' | 'form' | 'query' | 'param';

/** What a validated route reads with c.req.valid(target), typed from the schema. */
type Validated<T extends Target, S extends z.ZodType> = {
  in: { [K in T]: K extends 'json' ? z.input<S> : ValidationTargets[K] };
  out: { [K in T]: z.output<S> };
};

/** Where the refusal's code comes from: a given code, or the schema's own (its first issue's message). */
type CodeSource = ErrorCode | 'schema';

/** Parses `value` with `schema`, or throws AppError with the code of `source`. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, source: CodeSource = 'INVALID_INPUT') {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<S>;
  throw new AppError(source === 'schema' ? firstErrorCode(parsed.error) : source);
}

async function read(c: Context, target: Target): Promise<unknown> {
  if (target === 'query') return c.req.query();
  if (target === 'param') return c.req.param();
  // A body that is not a form (or a broken one) has no fields.
  if (target === 'form') return c.req.parseBody().catch(() => ({}));
  await requireJsonBody(c);
  // Any body that is not a JSON object reads as {}, so the schema names what is missing.
  const body: unknown = await c.req.json().catch(() => undefined);
  return body !== null && typeof body === 'object' ? body : {};
}

/** application/json, or a JSON type of a vendor (application/problem+json), with or without a charset. */
const JSON_CONTENT_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * A JSON route reads JSON only (ADR 0022): a form or a text/plain body, which a page of another
 * site can send without a preflight, is refused with 415 before it is read as JSON. A request
 * without a body reads as {} (the schema then names what is missing).
 */
async function requireJsonBody(c: Context) {
  const type = c.req.header('content-type');
  const acceptable = type === undefined ? (await c.req.text()) === '' : JSON_CONTENT_TYPE.test(type);
  if (!acceptable) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
}

/**
 * The one way a route reads its input: `validate('json', schema)` before the handler, then
 * `c.req.valid('json')` in it. Input the schema refuses answers 400 INVALID_INPUT (or `code`)
 * before the handler runs, so nothing changes. Any string holding NUL or a lone surrogate, in
 * any field, answers INVALID_INPUT whatever the schema says (ADR 0018): the database refuses
 * them, so no schema may forget them.
 */
export function validate<T extends Target, S extends z.ZodType, E extends Env = Env, P extends string = string>(
  target: T,
  schema: S,
  code: CodeSource = 'INVALID_INPUT',
): MiddlewareHandler<E, P, Validated<T, S>> {
  return async (c, next) => {
    const input = await read(c, target);
    if (containsUnsafeText(input)) throw new AppError('INVALID_INPUT');
    c.req.addValidatedData(target, parseInput(schema, input, code) as never);
    await next();
  };
}

/**
 * A form's body (the core schemas whose messages are error codes): refused with the code of the
 * first field in error (EMAIL_REQUIRED, WEAK_PASSWORD…), which the web app shows as it would.
 */
export const validateForm = <S extends z.ZodType>(schema: S) => validate('json', schema, 'schema');

import { z } from 'zod';
import { THEMES } from './user.ts';
import { LANGUAGES } from './language.ts';

/** A partial update of the user's settings; unknown keys are refused. */
export const settingsUpdateSchema = z
  .strictObject({
    language: z.enum(LANGUAGES),
    theme: z.enum(THEMES),
    notifications: z.strictObject({ email: z.boolean(), push: z.boolean(), updates: z.boolean() }).partial(),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0, { error: 'INVALID_INPUT' });
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

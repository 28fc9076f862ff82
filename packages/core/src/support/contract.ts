/** The support feature: our own contact form (replaces the third-party one of the spec). */
import { z } from 'zod';
import { emailField, optionalLanguageField, requiredText } from '../fields.ts';

export const SUPPORT_NAME_MAX_LENGTH = 120;
export const SUPPORT_SUBJECT_MAX_LENGTH = 150;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** The form, shared by the dialog, /support and the server. */
export const supportRequestSchema = z.object({
  name: requiredText(SUPPORT_NAME_MAX_LENGTH),
  email: emailField,
  subject: requiredText(SUPPORT_SUBJECT_MAX_LENGTH),
  message: requiredText(SUPPORT_MESSAGE_MAX_LENGTH),
});
export type SupportRequestInput = z.infer<typeof supportRequestSchema>;

/** POST /api/support: the form and the language of the page (for the acknowledgement). */
export const supportRequestBodySchema = supportRequestSchema.extend({ language: optionalLanguageField });

/** POST /api/support → 201. */
export interface SupportRequestCreated {
  id: string;
}

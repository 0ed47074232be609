import { z } from "zod";
import type { MessageKey } from "./messages.ts";
import type { FieldErrors } from "./pages.ts";
import { NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./views.ts";

/** The provider's forms, validated with zod; each issue's message is the key of its translated text. */
const email = z.string().trim().min(1, "emailRequired").max(254, "emailInvalid").pipe(z.email("emailInvalid"));
const newPassword = z.string().min(PASSWORD_MIN, "passwordTooShort").max(PASSWORD_MAX, "passwordTooLong");

export const loginForm = z.object({
  email: z.string().trim().min(1, "emailRequired").max(254, "emailInvalid"),
  password: z.string().min(1, "passwordRequired").max(PASSWORD_MAX, "passwordTooLong"),
});

export const registerForm = z.object({
  name: z.string().trim().min(1, "nameRequired").max(NAME_MAX, "nameTooLong"),
  email,
  password: newPassword,
});

export const resetRequestForm = z.object({ email });
export const newPasswordForm = z.object({ password: newPassword });

const VALUES: Partial<Record<MessageKey, Record<string, number>>> = {
  passwordTooShort: { min: PASSWORD_MIN },
  passwordTooLong: { max: PASSWORD_MAX },
  nameTooLong: { max: NAME_MAX },
};

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

export function parseForm<T>(schema: z.ZodType<T>, form: URLSearchParams, fields: string[]): Parsed<T> {
  const input = Object.fromEntries(fields.map((name) => [name, form.get(name) ?? ""]));
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0]);
    if (errors[name]) continue;
    const key = issue.message as MessageKey;
    const values = VALUES[key];
    errors[name] = values ? { key, values } : key;
  }
  return { ok: false, errors };
}

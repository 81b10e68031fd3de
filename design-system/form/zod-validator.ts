import type { z } from 'zod';

/**
 * A Mantine form `validate` function from a contract schema: the browser checks the same rules, with the
 * same words, as the server. Each field gets its first message, in the page's language when given
 * `translate` (useTranslateMessage), as the server answers a Spanish page.
 */
export function zodFormValidator<T>(schema: z.ZodType<unknown, z.ZodTypeDef, T>, translate: (message: string) => string = (message) => message) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !(key in errors)) errors[key] = translate(issue.message);
    }
    return errors;
  };
}

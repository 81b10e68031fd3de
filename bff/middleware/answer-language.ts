import type { RequestHandler } from 'express';
import { translateMessage } from '@contracts/i18n/api-messages';
import { textsIn } from '@site/i18n/catalogue';
import type { Locale } from '@site/locales';

declare module 'express-serve-static-core' {
  interface Request {
    /** The language the request asked for (Accept-Language: the app sends its page's), English by default. */
    locale: Locale;
  }
}

type AnswerBody = { message?: unknown; errors?: unknown };

/** An answer's words (its `message` and each field's messages) in a language; anything else as it is. */
function translated(body: unknown, locale: Locale): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const texts = textsIn(locale);
  const { message, errors } = body as AnswerBody;
  const copy: Record<string, unknown> = { ...body };
  if (typeof message === 'string') copy.message = translateMessage(message, texts);
  if (typeof errors === 'object' && errors !== null) {
    copy.errors = Object.fromEntries(
      Object.entries(errors).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.map((item: unknown) => (typeof item === 'string' ? translateMessage(item, texts) : item)) : messages,
      ]),
    );
  }
  return copy;
}

/**
 * The API answers in the language the request asks for: every route's refusals (422 with each field's
 * message, 429, 503...) and its own message, translated on the way out in this one place, whichever route,
 * middleware or service wrote them. A request that names no language we speak is answered in English.
 */
export const answerInRequestLanguage: RequestHandler = (req, res, next) => {
  const header = req.headers['accept-language'];
  req.locale = header && req.acceptsLanguages('en', 'es') === 'es' ? 'es' : 'en';
  if (header) res.vary('Accept-Language');
  if (req.locale !== 'en') {
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(translated(body, req.locale));
  }
  next();
};

/**
 * The language of the page, as every call to our API tells the server (Accept-Language): it answers its
 * refusals in the words the person reads. The router keeps <html lang> to the page's language.
 */
export const pageLanguageHeader = (): Record<string, string> => ({ 'Accept-Language': document.documentElement.lang || 'en' });

import { defineCatalogue } from '@site/i18n/catalogue';

/** The notice pages' own words, around each notice's content (app/content/notices). */
export const NOTICE_PAGE_TEXT = defineCatalogue(
  'site-notices',
  {
    updated: 'Last updated {date, date, long}',
  },
  {
    updated: 'Última actualización: {date, date, long}',
  },
);

/** A page of our own site, as the site search (/?search=...) finds it. */
export type SiteSearchEntry = {
  title: string;
  description: string;
  href: string;
  /** Further words the page is about (section titles, product names), searched with the title and description. */
  keywords: string[];
};

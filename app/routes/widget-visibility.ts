import { matchPath } from 'react-router-dom';
import { routes } from '@site/paths';

/** Seed 000 §2.1: the routes on which the contact widget is hidden (the embedded and bare quote forms). */
const WIDGET_HIDDEN_ROUTES = [
  routes.embed.guardianAngelQuoteForm(),
  routes.embed.guardianAngelQuoteFormStandardized(),
  routes.guardianAngelQuoteForm(),
  routes.standardized(),
];

export const isContactWidgetHidden = (pathname: string) => WIDGET_HIDDEN_ROUTES.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);

import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Page security headers with a CSP the app satisfies: scripts only from our origin; styles from our origin plus
 * inline style attributes, which Mantine's style props and CSS variables need.
 */
export const pageSecurityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

/**
 * The API answers JSON only, so its headers are fixed: nothing may be framed, run or cached. They are set
 * in one call; computing helmet's full set per request was a measurable part of the quote endpoint's cost.
 */
const API_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  'Cache-Control': 'no-store',
};

export const apiSecurityHeaders: RequestHandler = (_req, res, next) => {
  res.set(API_HEADERS);
  next();
};

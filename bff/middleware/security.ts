import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { isEmbedPagePath } from '@site/pages';

const pageHelmet = (frameAncestors: string[]) =>
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
        frameAncestors,
        workerSrc: ["'self'", 'blob:'],
      },
    },
    crossOriginEmbedderPolicy: false,
    // X-Frame-Options can only say SAMEORIGIN or DENY; where others may frame the page, frame-ancestors decides.
    xFrameOptions: frameAncestors.length === 1 && frameAncestors[0] === "'self'" ? { action: 'sameorigin' } : false,
  });

/**
 * Page security headers with a CSP the app satisfies: scripts only from our origin; styles from our origin plus
 * inline style attributes, which Mantine's style props and CSS variables need. Pages may be framed by our own
 * origin only, except the embedded quote forms, which the sources in `embedFrameAncestors` (the
 * EMBED_FRAME_ANCESTORS setting) may frame.
 */
export const pageSecurityHeaders = ({ embedFrameAncestors = ["'self'"] }: { embedFrameAncestors?: string[] } = {}): RequestHandler => {
  const ownPages = pageHelmet(["'self'"]);
  const embedPages = pageHelmet(embedFrameAncestors);
  return (req, res, next) => (isEmbedPagePath(req.path) ? embedPages : ownPages)(req, res, next);
};

/**
 * The API answers JSON only, so its headers are fixed: nothing may be framed, run or cached. They are set
 * in one call; computing helmet's full set per request was a measurable part of the quote endpoint's cost.
 */
const API_HEADERS = {
  // As the pages have it (helmet's default): browsers keep to HTTPS for a year once they have seen it there.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
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

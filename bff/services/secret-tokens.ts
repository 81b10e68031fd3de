import { createHash, randomBytes } from 'node:crypto';

/** A secret for a cookie or a link: 256 random bits, URL-safe (43 characters). */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What is stored of a secret: its SHA-256, so a copy of the database opens nothing. */
export const hashOfSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

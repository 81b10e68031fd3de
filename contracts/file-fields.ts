/**
 * A file field of a multipart contract: the browser holds a File, the BFF the stored upload; either way it
 * must be there. In the OpenAPI document it is a binary part (`metaOpenApi` is what @ts-rest/open-api's
 * generator reads; it is what @anatine/zod-openapi's extendApi sets).
 */
import { z } from 'zod';
import { ACCEPTED_DOCUMENT_TYPES_TEXT } from './uploads';

export const ACCEPTED_DOCUMENT_DESCRIPTION = `${ACCEPTED_DOCUMENT_TYPES_TEXT}, decided by its content; at most UPLOAD_MAX_BYTES (15 MB by default).`;

const asBinaryPart = <T extends z.ZodTypeAny>(schema: T): T => Object.assign(schema, { metaOpenApi: { type: 'string', format: 'binary' } });

/** A required document, with the form's message when it is missing. */
export const requiredFile = (message: string, what: string) =>
  asBinaryPart(
    z.custom<unknown>((value) => value !== undefined && value !== null && value !== '', message).describe(`${what}: ${ACCEPTED_DOCUMENT_DESCRIPTION}`),
  );

/** A file the browser holds or the server received, when there is one. */
export const fileValue = (description: string) => asBinaryPart(z.custom<unknown>((value) => typeof value === 'object' && value !== null).describe(description));

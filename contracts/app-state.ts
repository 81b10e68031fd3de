/**
 * Seed 001 §3 app state: the version, the app's name and maintenance mode, which an administrator switches in
 * the back office. While it is on, every form says so before anyone types, and the write endpoints answer 503
 * with Retry-After (the back office and its sign-in stay open, so it can be switched off).
 */
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { AGENCY } from '@site/agency';
import { withCommonErrors, ZErrorResponse } from './errors';

/** Seed 001 §3. */
export const APP_VERSION = '1.0.0';
export const APP_NAME = AGENCY.name;

/** What a write answers while maintenance is on, and after how long it may be tried again. */
export const MAINTENANCE_MESSAGE = `We are doing maintenance on the ${AGENCY.name} website. Please try again in a little while, or call us at ${AGENCY.phone}.`;
export const MAINTENANCE_RETRY_AFTER_SECONDS = 300;

export const ZAppState = z.object({ version: z.string(), appName: z.string(), maintenance: z.boolean() });
export type TAppState = z.infer<typeof ZAppState>;

const c = initContract();

export const appStateContract = c.router({
  appState: {
    method: 'GET',
    path: '/api/app-state',
    summary: 'The version, the app’s name and whether maintenance mode is on',
    responses: { 200: ZAppState },
    strictStatusCodes: true,
  },
  setMaintenance: {
    method: 'PUT',
    path: '/api/admin/app-state/maintenance',
    summary: 'Administrators: turns maintenance mode on or off (audited)',
    body: z
      .object({ maintenance: z.boolean({ required_error: 'Say whether maintenance is on', invalid_type_error: 'Say whether maintenance is on' }) })
      .strict(),
    responses: withCommonErrors({ 200: ZAppState, 401: ZErrorResponse, 403: ZErrorResponse }),
    strictStatusCodes: true,
  },
});

import type { z } from 'zod';
import type { ZLogVisitBody } from '@contracts/visits';
import type { Database } from '../db/database';

export const VISITS_TABLE = 'visits';

export async function recordVisit(db: Database, visit: z.output<typeof ZLogVisitBody>, userAgent: string): Promise<void> {
  await db(VISITS_TABLE).insert({
    page_url: visit.page_url,
    referrer: visit.referrer,
    client_timestamp: visit.timestamp,
    is_embedded: visit.is_embedded,
    user_agent: userAgent.slice(0, 512),
    created_at: new Date(),
  });
}

/**
 * Seed 001 §3 app state, kept in app_settings. Every write asks whether maintenance is on, so the answer is
 * kept for a moment in each instance; another instance's switch is seen within MAINTENANCE_CACHE_MS.
 */
import { APP_NAME, APP_VERSION, type TAppState } from '@contracts/app-state';
import type { Database } from '../db/database';
import { recordStaffAction } from './staff/audit-log';

const APP_SETTINGS_TABLE = 'app_settings';
const MAINTENANCE = 'maintenance';
const MAINTENANCE_CACHE_MS = 2000;

export function createAppState(db: Database) {
  let cached: { on: boolean; until: number } | undefined;

  async function maintenanceOn(): Promise<boolean> {
    if (cached && cached.until > Date.now()) return cached.on;
    const row = await db(APP_SETTINGS_TABLE).where({ name: MAINTENANCE }).first('value');
    cached = { on: row?.value === 'on', until: Date.now() + MAINTENANCE_CACHE_MS };
    return cached.on;
  }

  const state = async (): Promise<TAppState> => ({ version: APP_VERSION, appName: APP_NAME, maintenance: await maintenanceOn() });

  return {
    maintenanceOn,
    state,
    async setMaintenance(on: boolean, actor: { staffId: number; ip: string }): Promise<TAppState> {
      await db.transaction(async (trx) => {
        await trx(APP_SETTINGS_TABLE)
          .insert({ name: MAINTENANCE, value: on ? 'on' : 'off', updated_at: new Date(), updated_by_staff_id: actor.staffId })
          .onConflict('name')
          .merge();
        await recordStaffAction(trx, { staffId: actor.staffId, action: on ? 'maintenance_on' : 'maintenance_off', ip: actor.ip });
      });
      cached = undefined;
      return state();
    },
  };
}

export type AppState = ReturnType<typeof createAppState>;

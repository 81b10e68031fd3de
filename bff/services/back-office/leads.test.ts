import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsPeriodOf } from '@contracts/back-office/leads';
import { migrateToLatest, openDatabase, type Database } from '../../db/database';
import { easternDayOf, leadPageQuery, momentsOf } from './leads';

describe('the leads period', () => {
  it('is the last 30 days up to today without a query, 30 days from a start or up to an end alone', () => {
    expect(leadsPeriodOf({}, '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(leadsPeriodOf({ from: '2026-01-01' }, '2026-03-10')).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(leadsPeriodOf({ to: '2026-01-30' }, '2026-03-10')).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(leadsPeriodOf({ from: '2026-01-05', to: '2026-01-06' }, '2026-03-10')).toEqual({ from: '2026-01-05', to: '2026-01-06' });
  });

  it('covers New York days: midnight EST to midnight EDT across the switch to daylight saving time', () => {
    const { start, end } = momentsOf({ from: '2026-03-07', to: '2026-03-08' });
    expect(start.toISOString()).toBe('2026-03-07T05:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(easternDayOf(Date.parse('2026-03-07T04:59:59Z'))).toBe('2026-03-06');
    expect(easternDayOf(Date.parse('2026-03-07T05:00:00Z'))).toBe('2026-03-07');
    expect(easternDayOf(Date.parse('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(easternDayOf(Date.parse('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });
});

describe('the export reads a range of the (created_at, id) index (SQLite)', () => {
  let dir: string;
  let db: Database;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'leads-'));
    db = openDatabase({ kind: 'sqlite', filename: path.join(dir, 'app.db') });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['the first page', undefined],
    ['a later page', { createdAt: Date.parse('2026-03-07T12:00:00Z'), id: 10 }],
  ])('%s: a search of the index, never a scan or a sort', async (_name, after) => {
    const { sql, bindings } = leadPageQuery(db, { from: '2026-03-01', to: '2026-03-31' }, after).toSQL();
    const plan = ((await db.raw(`EXPLAIN QUERY PLAN ${sql}`, bindings as never[])) as { detail: string }[]).map((row) => row.detail).join(' | ');
    expect(plan).toMatch(/^SEARCH quote_requests USING INDEX quote_requests_created_at_id_index \(created_at>\? AND created_at<\?\)/);
    expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
  });
});

/**
 * The back office's leads report, its CSV export and the callbacks list, against a running BFF on a fresh
 * database: quote requests and cancellation requests are written straight into their tables at known
 * moments (around the switch to daylight saving time), and the answers are read as a member of staff.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, LEADS_MESSAGES } from '@contracts/back-office/leads';
import { todayInEastern } from '@contracts/dates';
import type { Database } from '@bff/db/database';
import { LEAD_PAGE_SIZE } from '@bff/services/back-office/leads';
import { rateLimitEnvNames } from '@bff/services/rate-limits';
import { enrolStaff, signedInCookie, type TestStaff } from '../support/staff';
import type { DatabaseKind } from '../support/test-server';
import { useApi } from './support';

type Quote = Partial<Record<string, string>> & { at: string };

let sequence = 0;
const reference = (prefix: string) => `${prefix}-${(sequence += 1).toString(36).toUpperCase().padStart(4, '0')}${randomUUID().slice(0, 4).toUpperCase()}`;

const quoteRow = ({ at, ...fields }: Quote) => ({
  reference_number: reference('QR'),
  form_variant: 'standard',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '5551234567',
  product_type: 'Home Insurance',
  currently_insured: 'Yes',
  campaign: '',
  utm_source: '',
  utm_medium: '',
  utm_campaign: '',
  utm_content: '',
  utm_term: '',
  fingerprint: randomUUID(),
  created_at: new Date(at),
  ...fields,
});

const insertQuotes = (db: Database, quotes: Quote[]) => db.batchInsert('quote_requests', quotes.map(quoteRow), 100);

type Callback = { date: string; time: string; status?: string; winBack?: boolean; name?: string };

async function insertCallback(db: Database, callback: Callback, assignee?: TestStaff): Promise<string> {
  const referenceNumber = reference('CN');
  const now = new Date();
  await db('cancellation_requests').insert({
    reference_number: referenceNumber,
    request_id: randomUUID(),
    customer_type: 'customer',
    first_name: callback.name ?? 'Terry',
    last_name: 'Schmidt',
    policy_number: 'HO22345678',
    phone_number: '5559876543',
    email: 'terry@example.com',
    reason: 'new_insurer',
    win_back: callback.winBack ?? true,
    callback_date: callback.date,
    callback_time: callback.time,
    user_agrees: true,
    created_at: now,
  });
  await db('submissions').insert({
    reference_number: referenceNumber,
    kind: 'cancellation',
    portal_type: 'customer',
    name: `${callback.name ?? 'Terry'} Schmidt`,
    email: 'terry@example.com',
    policy_number: 'HO22345678',
    status: callback.status ?? 'received',
    status_changed_at: now,
    assigned_staff_id: assignee?.id ?? null,
    created_at: now,
  });
  return referenceNumber;
}

export function defineBackOfficeLeadsContractSuite(kind: DatabaseKind): void {
  const t = useApi(kind);
  let staff: TestStaff;
  let cookie: string;
  const get = (path: string, headers: Record<string, string> = { cookie }) => fetch(`${t.server.baseUrl}${path}`, { headers });
  const auditOf = (action: string) => t.server.db('staff_audit_log').where({ staff_id: staff.id, action }).orderBy('id', 'desc').first();

  beforeAll(async () => {
    staff = await enrolStaff(t.server.db, { name: 'Lee Leads' });
    cookie = await signedInCookie(t.server.db, staff);
  });

  describe('GET /api/admin/leads', () => {
    beforeAll(async () => {
      // 2026-03-08 is the switch to daylight saving time in New York (EST -5 before, EDT -4 after).
      await insertQuotes(t.server.db, [
        { at: '2026-03-06T04:59:00Z' }, // 03/05 23:59 New York: before the period
        { at: '2026-03-06T05:00:00Z', product_type: 'Auto Insurance', campaign: 'spring-sale', utm_source: 'newsletter', utm_medium: 'email' }, // 03/06 00:00
        { at: '2026-03-07T04:59:59Z', campaign: 'spring-sale', utm_source: 'newsletter', utm_medium: 'email' }, // 03/06 23:59:59
        { at: '2026-03-07T05:00:00Z', product_type: 'Auto Insurance', utm_source: 'google', utm_medium: 'cpc' }, // 03/07 00:00
        { at: '2026-03-09T03:59:00Z', product_type: 'Flood Insurance' }, // 03/08 23:59 EDT
        { at: '2026-03-09T04:00:00Z', campaign: 'quote-slash', utm_source: 'google', utm_medium: 'cpc' }, // 03/09 00:00 EDT
        { at: '2026-03-10T04:00:00Z' }, // 03/10: after the period
      ]);
    });

    it('counts the period by product, campaign, source and medium, and per day (zeros included) in New York days', async () => {
      const response = await get('/api/admin/leads?from=2026-03-06&to=2026-03-09');
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const report = await response.json();
      expect(report).toEqual({
        period: { from: '2026-03-06', to: '2026-03-09' },
        total: 5,
        byProduct: [
          { product: 'Auto Insurance', count: 2 },
          { product: 'Home Insurance', count: 2 },
          { product: 'Flood Insurance', count: 1 },
        ],
        byCampaign: [
          { campaign: '', count: 2 },
          { campaign: 'spring-sale', count: 2 },
          { campaign: 'quote-slash', count: 1 },
        ],
        bySourceMedium: [
          { source: 'google', medium: 'cpc', count: 2 },
          { source: 'newsletter', medium: 'email', count: 2 },
          { source: '', medium: '', count: 1 },
        ],
        days: [
          { date: '2026-03-06', count: 2 },
          { date: '2026-03-07', count: 1 },
          { date: '2026-03-08', count: 1 },
          { date: '2026-03-09', count: 1 },
        ],
      });
    });

    it('answers a period without leads with zeros for each of its days', async () => {
      const report = await (await get('/api/admin/leads?from=2025-12-30&to=2026-01-02')).json();
      expect(report.total).toBe(0);
      expect(report.byProduct).toEqual([]);
      expect(report.days).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02'].map((date) => ({ date, count: 0 })));
    });

    it('covers the last 30 days up to today in New York when no period is given, and is in the audit log', async () => {
      const report = await (await get('/api/admin/leads')).json();
      const today = todayInEastern();
      expect(report.period).toEqual({ from: addDays(today, -29), to: today });
      expect(report.days).toHaveLength(30);
      expect(await auditOf('leads_viewed')).toMatchObject({ details: JSON.stringify({ from: addDays(today, -29), to: today }) });
    });

    it('takes a period of 366 days, and one day', async () => {
      expect((await (await get('/api/admin/leads?from=2024-01-01&to=2024-12-31')).json()).days).toHaveLength(366);
      expect((await (await get('/api/admin/leads?from=2026-03-06&to=2026-03-06')).json()).total).toBe(2);
    });

    it.each([
      ['from=2026-03-09&to=2026-03-06', { to: [LEADS_MESSAGES.order] }],
      ['from=2025-01-01&to=2026-01-02', { to: [LEADS_MESSAGES.tooLong] }],
      ['from=2026-02-30&to=2026-03-06', { from: [LEADS_MESSAGES.from] }],
      ['from=03/06/2026', { from: [LEADS_MESSAGES.from] }],
      ['to=yesterday', { to: [LEADS_MESSAGES.to] }],
    ])('refuses %s with 422 and per-field messages', async (search, errors) => {
      const response = await get(`/api/admin/leads?${search}`);
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual(errors);
    });

    it('is refused 401 without a signed-in session', async () => {
      expect((await get('/api/admin/leads', {})).status).toBe(401);
      expect((await get('/api/admin/leads/export', {})).status).toBe(401);
    });
  });

  describe('GET /api/admin/leads/export', () => {
    beforeAll(async () => {
      await insertQuotes(t.server.db, [
        {
          at: '2026-04-01T15:00:00Z',
          reference_number: 'QR-CSV00001',
          first_name: '=HYPERLINK("http://evil.example")',
          last_name: 'Smith, Jr',
          email: 'a@example.com',
        },
        {
          at: '2026-04-01T16:00:00Z',
          reference_number: 'QR-CSV00002',
          first_name: 'Zoë',
          last_name: 'O"Brien',
          campaign: '+promo',
          utm_source: '@mention',
          utm_medium: '-x',
          utm_term: 'line\nbreak',
        },
      ]);
    });

    it('answers the period as CSV, one row per lead, with formulas guarded and fields quoted', async () => {
      const response = await get('/api/admin/leads/export?from=2026-04-01&to=2026-04-01');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-04-01-to-2026-04-01.csv"');
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text.slice(1)).toBe(
        [
          'Reference,Received,Product,First Name,Last Name,Email,Phone,Campaign,UTM Source,UTM Medium,UTM Campaign,UTM Content,UTM Term',
          `QR-CSV00001,2026-04-01T15:00:00.000Z,Home Insurance,"'=HYPERLINK(""http://evil.example"")","Smith, Jr",a@example.com,5551234567,,,,,,`,
          `QR-CSV00002,2026-04-01T16:00:00.000Z,Home Insurance,Zoë,"O""Brien",ada@example.com,5551234567,'+promo,'@mention,'-x,,,"line\nbreak"`,
          '',
        ].join('\r\n'),
      );
      expect(await auditOf('leads_exported')).toMatchObject({ details: JSON.stringify({ from: '2026-04-01', to: '2026-04-01' }) });
    });

    it('reads a large period a page at a time: every lead once, in order of arrival, ties included', async () => {
      const count = LEAD_PAGE_SIZE * 2 + 37;
      const base = Date.parse('2026-05-10T12:00:00Z');
      // Seven leads a second: pages end in the middle of a second.
      await insertQuotes(
        t.server.db,
        Array.from({ length: count }, (_, index) => ({
          at: new Date(base + Math.floor(index / 7) * 1000).toISOString(),
          reference_number: `QR-P${String(index).padStart(7, '0')}`,
        })),
      );
      const text = await (await get('/api/admin/leads/export?from=2026-05-10&to=2026-05-10')).text();
      const references = text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      expect(references).toEqual(Array.from({ length: count }, (_, index) => `QR-P${String(index).padStart(7, '0')}`));
    });

    it('refuses a bad period with 422 and the same messages as the report', async () => {
      const response = await get('/api/admin/leads/export?from=2026-04-02&to=2026-04-01');
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ to: [LEADS_MESSAGES.order] });
    });
  });

  describe('GET /api/admin/callbacks', () => {
    const today = todayInEastern();
    const references: Record<string, string> = {};
    let assignee: TestStaff;

    beforeAll(async () => {
      assignee = await enrolStaff(t.server.db, { name: 'Ana Assignee' });
      const db = t.server.db;
      references.upcomingLater = await insertCallback(db, { date: addDays(today, 5), time: 'morning' });
      references.todayEvening = await insertCallback(db, { date: today, time: 'evening' }, assignee);
      references.overdueRecent = await insertCallback(db, { date: addDays(today, -1), time: 'morning' });
      references.upcomingSoon = await insertCallback(db, { date: addDays(today, 1), time: 'afternoon' });
      references.todayMorning = await insertCallback(db, { date: today, time: 'morning' });
      references.overdueOldest = await insertCallback(db, { date: addDays(today, -10), time: 'afternoon', status: 'in_review' });
      references.completed = await insertCallback(db, { date: today, time: 'morning', status: 'completed' });
      references.declined = await insertCallback(db, { date: addDays(today, -2), time: 'morning', status: 'declined' });
      await insertCallback(db, { date: '', time: '', winBack: false });
    });

    it('lists open callbacks: due today, then overdue oldest first, then upcoming soonest first', async () => {
      const response = await get('/api/admin/callbacks');
      expect(response.status).toBe(200);
      const list = await response.json();
      expect(list.today).toBe(today);
      expect(list.tasks.map((task: { referenceNumber: string; due: string }) => [task.referenceNumber, task.due])).toEqual([
        [references.todayMorning, 'today'],
        [references.todayEvening, 'today'],
        [references.overdueOldest, 'overdue'],
        [references.overdueRecent, 'overdue'],
        [references.upcomingSoon, 'upcoming'],
        [references.upcomingLater, 'upcoming'],
      ]);
      expect(list.tasks[1]).toEqual({
        referenceNumber: references.todayEvening,
        name: 'Terry Schmidt',
        phone: '5559876543',
        email: 'terry@example.com',
        policyNumber: 'HO22345678',
        date: today,
        window: 'evening',
        status: 'received',
        assignedTo: { id: assignee.id, name: 'Ana Assignee' },
        due: 'today',
        lastOutcome: null,
        unanswered: 0,
      });
      expect(await auditOf('callbacks_listed')).toMatchObject({ details: JSON.stringify({ include: 'open' }) });
    });

    it('lists Completed and Declined ones too with include=all', async () => {
      const list = await (await get('/api/admin/callbacks?include=all')).json();
      expect(list.tasks.map((task: { referenceNumber: string }) => task.referenceNumber)).toEqual([
        references.todayMorning,
        references.completed,
        references.todayEvening,
        references.overdueOldest,
        references.declined,
        references.overdueRecent,
        references.upcomingSoon,
        references.upcomingLater,
      ]);
    });

    it('records how a callback went on its own: no answer keeps it, rescheduled moves it, done closes it; no status changes, no mail', async () => {
      const reference = await insertCallback(t.server.db, { date: addDays(today, 2), time: 'morning' });
      const post = (body: unknown, path = `/api/admin/callbacks/${reference}/outcome`) =>
        fetch(`${t.server.baseUrl}${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { cookie: `${t.csrf.cookie}; ${cookie}`, 'x-csrf-token': t.csrf.token, 'content-type': 'application/json' },
        });
      const mailBefore = await t.server.db('mail_outbox').count({ n: '*' }).first();
      const tasks = async () => (await (await get('/api/admin/callbacks')).json()).tasks as { referenceNumber: string; date: string; window: string }[];

      const unanswered = await post({ outcome: 'no_answer', note: 'Voicemail full' });
      expect(unanswered.status).toBe(200);
      expect(await unanswered.json()).toMatchObject({
        referenceNumber: reference,
        unanswered: 1,
        lastOutcome: { outcome: 'no_answer', note: 'Voicemail full' },
      });

      expect((await post({ outcome: 'rescheduled' })).status).toBe(422);
      const refused = await post({ outcome: 'rescheduled', date: addDays(today, -1), window: 'noon' });
      expect((await refused.json()).errors).toEqual({ date: ['The date must be today or later'], window: ['Choose the window of the new callback'] });
      const moved = await post({ outcome: 'rescheduled', date: today, window: 'evening' });
      expect(await moved.json()).toMatchObject({ date: today, window: 'evening', due: 'today', unanswered: 1 });
      expect((await tasks()).find((task) => task.referenceNumber === reference)).toMatchObject({ date: today, window: 'evening' });

      expect((await post({ outcome: 'done' })).status).toBe(200);
      expect((await tasks()).map((task) => task.referenceNumber)).not.toContain(reference);
      const all = (await (await get('/api/admin/callbacks?include=all')).json()).tasks as { referenceNumber: string; lastOutcome: unknown }[];
      expect(all.find((task) => task.referenceNumber === reference)).toMatchObject({ lastOutcome: { outcome: 'done' } });

      // The request is as it was, and nobody was e-mailed.
      expect(await t.server.db('submissions').where({ reference_number: reference }).first()).toMatchObject({ status: 'received' });
      expect(await t.server.db('mail_outbox').count({ n: '*' }).first()).toEqual(mailBefore);
      expect(await auditOf('callback_outcome')).toMatchObject({ target: reference });
      // A reference that asked for no callback, or none at all: 404; a made-up outcome: 422.
      expect((await post({ outcome: 'done' }, '/api/admin/callbacks/CR-NOTACALL/outcome')).status).toBe(404);
      expect((await post({ outcome: 'lunch' })).status).toBe(422);
    });

    it('refuses an unknown include with 422, and is refused 401 without a session', async () => {
      const response = await get('/api/admin/callbacks?include=closed');
      expect(response.status).toBe(422);
      expect((await response.json()).errors).toEqual({ include: ['Choose open or all'] });
      expect((await get('/api/admin/callbacks', {})).status).toBe(401);
    });
  });

  describe('POST /api/admin/callbacks/{referenceNumber}/outcome, a staff write', () => {
    const limited = useApi(kind, { [rateLimitEnvNames('staffWrites').perClient]: '2' });

    it('is counted within the staff writes a minute: past them 429 with Retry-After, nothing recorded', async () => {
      const staff = await enrolStaff(limited.server.db, { name: 'Rita Limited' });
      const cookie = `${limited.csrf.cookie}; ${await signedInCookie(limited.server.db, staff)}`;
      const reference = await insertCallback(limited.server.db, { date: todayInEastern(), time: 'morning' });
      const record = () =>
        fetch(`${limited.server.baseUrl}/api/admin/callbacks/${reference}/outcome`, {
          method: 'POST',
          body: JSON.stringify({ outcome: 'no_answer' }),
          headers: { cookie, 'x-csrf-token': limited.csrf.token, 'content-type': 'application/json' },
        });
      expect([(await record()).status, (await record()).status]).toEqual([200, 200]);
      const refused = await record();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.server.db('callback_outcomes').where({ reference_number: reference })).toHaveLength(2);
    });
  });
}

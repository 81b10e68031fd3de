/**
 * The baseline of bench/inbox.ts: a bare Express 5 app answering GET /api/admin/submissions with a fixed
 * page of 25 inbox rows (the shape and size of a real answer), reading nothing and checking nothing.
 */
import express from 'express';
import type { TInboxItem, TInboxPage } from '@contracts/back-office/submissions';
import { serveForBenchmark } from './child';

const item = (index: number): TInboxItem => ({
  referenceNumber: `HC-7K4M2X${String(10 + index).padStart(2, '0')}`,
  kind: 'home',
  portalType: 'customer',
  locale: 'en',
  name: 'Terry Schmidt',
  email: `terry.schmidt${index}@example.com`,
  policyNumber: `HO${22_345_678 + index}`,
  status: 'in_review',
  statusChangedAt: '2026-11-20T15:04:05.000Z',
  assignedTo: { id: 1, name: 'Sam Agent' },
  createdAt: '2026-11-19T14:03:02.000Z',
  unreadMessages: 0,
});
const PAGE: TInboxPage = { items: Array.from({ length: 25 }, (_, index) => item(index)), total: 100_000, page: 1, pageSize: 25, newToYou: [] };

const app = express();
app.get('/api/admin/submissions', (_req, res) => {
  res.status(200).json(PAGE);
});

await serveForBenchmark({ handler: app, stored: () => 0 });

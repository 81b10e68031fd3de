/**
 * The baseline of bench/policy-search.ts: a bare Express 5 app answering POST /api/verify-policy with a
 * fixed page of 10 results (the size of a real answer), parsing the JSON body and doing nothing else.
 */
import express from 'express';
import { serveForBenchmark } from './child';

const result = (index: number) => ({
  policy_id: 100_000 + index,
  policy_number: `HO${22_345_678 + index}`,
  customer_name: 'Terry Schmidt',
  writing_company_name: 'Universal Property & Casualty Insurance Company',
  policy_type: 'Home',
  status: 'Active',
  start_date: '2025-08-25',
  address: '2346 Main Ct',
  city: 'Virginia Beach',
  state: 'VA',
  zip: '23456',
});
const PAGE = { policyInfo: Array.from({ length: 10 }, (_, index) => result(index)), total: 4_469, page: 1, pageSize: 10 };

const app = express();
app.post('/api/verify-policy', express.json(), (_req, res) => {
  res.status(200).json(PAGE);
});

await serveForBenchmark({ handler: app, stored: () => 0 });

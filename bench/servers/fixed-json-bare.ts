/**
 * The baseline of bench/account-pages.ts: a bare Express 5 app answering each GET path it was given with a fixed
 * JSON body (the BFF's own answer, captured before the run: the same size and shape), reading and checking nothing.
 * BENCH_FIXED_ANSWERS is a JSON file of { "<path>": <body> }.
 */
import { readFileSync } from 'node:fs';
import express from 'express';
import { serveForBenchmark } from './child';

const file = process.env.BENCH_FIXED_ANSWERS;
if (!file) throw new Error('BENCH_FIXED_ANSWERS is not set.');
const answers = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

const app = express();
app.get('/{*path}', (req, res) => {
  const body = answers[req.originalUrl];
  if (body === undefined) res.status(404).json({ message: 'Not found' });
  else res.status(200).json(body);
});

await serveForBenchmark({ handler: app, stored: () => 0 });

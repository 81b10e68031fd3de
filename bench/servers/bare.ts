/** The baseline: a bare Express 5 app with one JSON POST handler, nothing else. */
import express from 'express';
import { serveForBenchmark } from './child';

let answered = 0;
const app = express();
app.post('/api/submit-quote', express.json(), (_req, res) => {
  answered += 1;
  res.status(201).json({ success: true });
});

await serveForBenchmark({ handler: app, stored: () => answered });

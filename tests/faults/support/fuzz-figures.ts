/**
 * The fuzzer's tally: requests sent, answers by status class, by operation, hangs and connection errors; the
 * failures themselves (a 5xx, a hang) with what reproduces them; and 4xx answers without the contract's
 * error shape ({ message, errors?, requestId }).
 */
import type { FuzzRequest } from './fuzz-requests';
import { parsed, type Outcome } from './fuzz-send';

type Row = {
  sent: number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '401/403/419': number;
  '5xx': number;
  hangs: number;
  'connection errors': number;
  'bad error shape': number;
  'mean ms': number;
  'max ms': number;
};
export type Failure = { index: number; operation: string; sender: string; outcome: string; request: string };

const KEPT_FAILURES = 40;
/** Node's HTTP parser answers an address or headers past its limit itself, before the app, with no body. */
const HEADERS_TOO_LARGE = 431;
const emptyRow = (): Row => ({
  sent: 0,
  '2xx': 0,
  '3xx': 0,
  '4xx': 0,
  '401/403/419': 0,
  '5xx': 0,
  hangs: 0,
  'connection errors': 0,
  'bad error shape': 0,
  'mean ms': 0,
  'max ms': 0,
});

const hasErrorShape = (text: string) => {
  const body = parsed(text) as { message?: unknown; requestId?: unknown; errors?: unknown } | undefined;
  return (
    typeof body?.message === 'string' &&
    typeof body.requestId === 'string' &&
    (body.errors === undefined || (typeof body.errors === 'object' && body.errors !== null))
  );
};

/** What was sent, short enough to print: the method, the address, who sent it and the start of the body. */
function describeRequest(request: FuzzRequest, url: string): string {
  const body = request.body;
  const shown =
    body.kind === 'none'
      ? ''
      : body.kind === 'text'
        ? `${body.contentType ?? '(no content type)'} ${JSON.stringify(body.text.slice(0, 300))}`
        : `${body.kind} ${JSON.stringify(body.value, (_, value: unknown) => (value instanceof Blob ? `[file ${(value as File).name}, ${value.size} bytes]` : value))?.slice(0, 600)}`;
  return `${request.operation.method} ${url.slice(0, 300)} as ${request.sender}, csrf ${request.csrf} ${shown}`;
}

export function createFigures() {
  const rows = new Map<string, Row>();
  const failures: Failure[] = [];
  const badShapes: Failure[] = [];
  let failureCount = 0;
  const record = (index: number, request: FuzzRequest, outcome: Outcome, ms: number) => {
    const row = rows.get(request.operation.id) ?? emptyRow();
    rows.set(request.operation.id, row);
    row.sent += 1;
    row['mean ms'] = Math.round(row['mean ms'] + (ms - row['mean ms']) / row.sent);
    row['max ms'] = Math.max(row['max ms'], Math.round(ms));
    const failure = (text: string): Failure => ({
      index,
      operation: request.operation.id,
      sender: request.sender,
      outcome: text,
      request: describeRequest(request, outcome.url),
    });
    if ('failure' in outcome) {
      row[outcome.failure === 'hang' ? 'hangs' : 'connection errors'] += 1;
      failureCount += 1;
      if (failures.length < KEPT_FAILURES) failures.push(failure(`${outcome.failure}: ${outcome.detail}`));
      return;
    }
    const statusClass = `${Math.floor(outcome.status / 100)}xx` as '2xx' | '3xx' | '4xx' | '5xx';
    if (statusClass in row) row[statusClass] += 1;
    if ([401, 403, 419].includes(outcome.status)) row['401/403/419'] += 1;
    if (outcome.status >= 500) {
      failureCount += 1;
      if (failures.length < KEPT_FAILURES) failures.push(failure(`${outcome.status} ${outcome.text.slice(0, 200)}`));
    } else if (outcome.status >= 400 && outcome.status !== HEADERS_TOO_LARGE && !hasErrorShape(outcome.text)) {
      row['bad error shape'] += 1;
      if (badShapes.length < KEPT_FAILURES) badShapes.push(failure(`${outcome.status} ${outcome.text.slice(0, 200)}`));
    }
  };
  const totals = (): Row => {
    const all = [...rows.values()];
    const sum = emptyRow();
    for (const row of all) for (const key of Object.keys(sum) as (keyof Row)[]) sum[key] += row[key];
    sum['max ms'] = Math.max(0, ...all.map((row) => row['max ms']));
    sum['mean ms'] = Math.round(all.reduce((total, row) => total + row['mean ms'] * row.sent, 0) / Math.max(sum.sent, 1));
    return sum;
  };
  return {
    record,
    totals,
    failures,
    failureCount: () => failureCount,
    badShapes,
    print: (title: string) => {
      console.log(`\n${title}`);
      console.table({ all: totals() });
      console.table(Object.fromEntries([...rows.entries()].sort(([a], [b]) => a.localeCompare(b))));
      if (failures.length)
        console.log(
          `Failures (first ${failures.length} of ${failureCount}):\n${failures.map((f) => `#${f.index} ${f.operation}: ${f.outcome}\n    ${f.request}`).join('\n')}`,
        );
      if (badShapes.length)
        console.log(
          `4xx without the error shape (first ${badShapes.length}):\n${badShapes.map((f) => `#${f.index} ${f.operation}: ${f.outcome}\n    ${f.request}`).join('\n')}`,
        );
    },
  };
}

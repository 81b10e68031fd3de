/**
 * One operation's requests as fast-check generates them: path parameters, query string and headers from the
 * operation's schemas (valid, fuzzed, or a value the server handed out), who sends it (a signed-in member of
 * staff, a signed-in customer, nobody, a stale session) and a body: JSON valid or fuzzed, a known good sample
 * with one part broken, malformed JSON, a wrong content type, or for multipart operations the parts the
 * browser would send (with odd ones added) and multipart that is broken itself.
 */
import fc from 'fast-check';
import type { Operation } from './fuzz-operations';
import { fuzzedValue, validValue, type JsonSchema, type SchemaOptions } from './fuzz-schema';
import { anyText, extraFields, nowAndThen, wrongValue } from './fuzz-values';

export type Sender = 'staff' | 'customer' | 'nobody' | 'stale session';

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  /** Sent as it is: malformed JSON, a body under a wrong content type, broken multipart. */
  | { kind: 'text'; text: string; contentType?: string }
  | { kind: 'multipart'; value: unknown; oddParts: [string, string | File][] };

export type FuzzRequest = {
  operation: Operation;
  sender: Sender;
  csrf: 'valid' | 'missing' | 'forged';
  /** Path parameters, encoded as a client would, or raw (a slash, a percent sign left as they are). */
  path: Record<string, unknown>;
  rawPath: boolean;
  query: [string, unknown][];
  /** Appended to the query string as it is: percent signs that decode to nothing, odd separators. */
  rawQuery?: string;
  headers: Record<string, unknown>;
  body: FuzzBody;
};

export type RequestOptions = SchemaOptions & {
  /** Known good bodies of some operations, by operation id (a form's samples, a quote request). */
  samples: Record<string, fc.Arbitrary<Record<string, unknown>>>;
  /** Bodies adjusted before they are sent, by operation id: what the run must not do (switch maintenance on). */
  pinned: Record<string, (body: unknown) => unknown>;
};

const SENDER_WEIGHTS: Record<Operation['audience'], Record<Sender, number>> = {
  staff: { staff: 16, customer: 1, nobody: 2, 'stale session': 1 },
  customer: { staff: 1, customer: 16, nobody: 2, 'stale session': 1 },
  public: { staff: 3, customer: 3, nobody: 12, 'stale session': 1 },
};

const sender = (operation: Operation): fc.Arbitrary<Sender> =>
  fc.oneof(...Object.entries(SENDER_WEIGHTS[operation.audience]).map(([who, weight]) => ({ weight, arbitrary: fc.constant(who as Sender) })));

/** Mostly what the schema allows, else broken. */
const schemaValue = (schema: JsonSchema, options: SchemaOptions, key?: string) =>
  fc.oneof({ weight: 3, arbitrary: validValue(schema, options, key) }, { weight: 1, arbitrary: fuzzedValue(schema, options, key) });

const RAW_QUERIES = [
  '%',
  '%zz',
  'q=%E0%A4%A',
  '&&&=&',
  '=',
  'page[]=1&page[]=2',
  'page[a]=1',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'a'.repeat(3000) + '=1',
  ';;;',
];

function queryPairs(operation: Operation, options: SchemaOptions): fc.Arbitrary<[string, unknown][]> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pairs = parameters.map((parameter) =>
    fc.oneof(
      { weight: parameter.required ? 1 : 4, arbitrary: fc.constant<[string, unknown][]>([]) },
      { weight: 6, arbitrary: schemaValue(parameter.schema, options, parameter.name).map((value): [string, unknown][] => [[parameter.name, value]]) },
      // The same name twice: an array where one value is expected.
      {
        weight: 1,
        arbitrary: fc
          .array(schemaValue(parameter.schema, options), { minLength: 2, maxLength: 3 })
          .map((values) => values.map((value): [string, unknown] => [parameter.name, value])),
      },
    ),
  );
  const unknown = nowAndThen(
    extraFields().map((extra) => Object.entries(extra)),
    [],
    8,
  );
  return fc.tuple(fc.tuple(...pairs), unknown).map(([chosen, extra]) => [...chosen.flat(), ...extra]);
}

function headerValues(operation: Operation, options: SchemaOptions): fc.Arbitrary<Record<string, unknown>> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'header');
  const values: Record<string, fc.Arbitrary<unknown>> = {
    ...Object.fromEntries(parameters.map((parameter) => [parameter.name, schemaValue(parameter.schema, options, parameter.name)])),
    'accept-language': fc.oneof(fc.constantFrom('en', 'es-US,es;q=0.9', 'zz', '*;q=abc'), anyText()),
  };
  const declared = fc.record(values, { requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) });
  // Now and then a body said to be compressed (it is not): what the JSON parser makes of it.
  const encoding = nowAndThen(
    fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown', 'identity, gzip').map((name) => ({ 'content-encoding': name })),
    {},
    20,
  );
  return fc.tuple(declared, encoding).map(([headers, compressed]) => ({ ...headers, ...compressed }));
}

function pathValues(operation: Operation, options: SchemaOptions): fc.Arbitrary<Record<string, unknown>> {
  const parameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  return fc.record(Object.fromEntries(parameters.map((parameter) => [parameter.name, schemaValue(parameter.schema, options, parameter.name)])));
}

/** The known good body with one place broken: a value replaced by a wrong one, a field removed, a field added. */
function mutated(sample: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc.tuple(sample, fc.nat(), fc.constantFrom('replace', 'remove', 'add'), wrongValue()).map(([value, pick, action, wrong]) => {
    const places = placesIn(value);
    return places.length ? changedAt(value, places[pick % places.length]!, action, wrong) : value;
  });
}

type Place = (string | number)[];
const isContainer = (value: unknown): value is Record<string | number, unknown> => typeof value === 'object' && value !== null && !(value instanceof Blob);

function placesIn(value: unknown, at: Place = []): Place[] {
  if (!isContainer(value)) return [];
  return Object.keys(value).flatMap((key) => {
    const place = [...at, Array.isArray(value) ? Number(key) : key];
    return [place, ...placesIn(value[key as keyof typeof value], place)];
  });
}

function changedAt(value: unknown, place: Place, action: 'replace' | 'remove' | 'add', wrong: unknown): unknown {
  const [head, ...rest] = place;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  if (rest.length) copy[head!] = changedAt(copy[head!], rest, action, wrong);
  else if (action === 'replace') copy[head!] = wrong;
  else if (action === 'remove') delete copy[head!];
  else copy[`${String(head)}Extra`] = wrong;
  return copy;
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
];
const WRONG_TYPES = [
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/json-patch+json',
  '*/*',
  ';;;',
  'application/json, text/plain',
];
const MALFORMED_JSON = [
  '{',
  '{"a":}',
  '{"a":1,}',
  'nul',
  '[1,2',
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '"text"',
  'null',
  '123',
  '[]',
  '{"a":"\\u12"}',
  '{"a":1e999999}',
  '{"__proto__":null}',
  '['.repeat(5000) + ']'.repeat(5000),
];

function malformedJson(value: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> {
  const cut = fc.tuple(value, fc.nat()).map(([whole, at]) => {
    const text = JSON.stringify(whole) ?? '';
    return text.slice(0, at % Math.max(text.length, 1));
  });
  return fc
    .tuple(fc.oneof(cut, fc.constantFrom(...MALFORMED_JSON)), fc.constantFrom(...JSON_TYPES))
    .map(([text, contentType]): FuzzBody => ({ kind: 'text', text, contentType }));
}

const wrongContentType = (value: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> =>
  fc.tuple(value, fc.constantFrom(...WRONG_TYPES)).map(([whole, contentType]): FuzzBody => ({ kind: 'text', text: JSON.stringify(whole) ?? 'x', contentType }));

const json = (value: fc.Arbitrary<unknown>): fc.Arbitrary<FuzzBody> =>
  fc
    .tuple(value, fc.oneof({ weight: 9, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: fc.constantFrom(...JSON_TYPES) }))
    .map(([whole, contentType]): FuzzBody => ({ kind: 'json', value: whole, contentType }));

const CRLF = '\r\n';
const part = (boundary: string, name: string, value: string, fileName?: string) =>
  `--${boundary}${CRLF}Content-Disposition: form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"`}${CRLF}${CRLF}${value}${CRLF}`;

/** Multipart that no FormData makes: no boundary, no end, parts without names, a boundary that never comes. */
const BROKEN_MULTIPART: { text: string; contentType: string }[] = [
  { contentType: 'multipart/form-data', text: part('x', 'a', 'b') + '--x--' },
  { contentType: 'multipart/form-data; boundary=x', text: part('x', 'requestId', 'abcdefgh12') },
  { contentType: 'multipart/form-data; boundary=x', text: `--x${CRLF}${CRLF}no headers${CRLF}--x--` },
  { contentType: 'multipart/form-data; boundary=x', text: `--x${CRLF}Content-Disposition: form-data; filename="a.pdf"${CRLF}${CRLF}%PDF-1.4${CRLF}--x--` },
  { contentType: 'multipart/form-data; boundary=x', text: part('y', 'a', 'b') + '--y--' },
  { contentType: 'multipart/form-data; boundary=x', text: `--x${CRLF}Content-Disposition: form-data; name="file"; filename="a.pdf"${CRLF}${CRLF}%PDF-1.4 cut` },
  { contentType: 'multipart/form-data; boundary=x', text: `--x${CRLF}${'X-Long: ' + 'h'.repeat(100_000)}${CRLF}${CRLF}v${CRLF}--x--` },
  { contentType: 'multipart/form-data; boundary=x', text: Array.from({ length: 3000 }, (_, index) => part('x', `field${index}`, 'v')).join('') + '--x--' },
  { contentType: 'multipart/form-data; boundary=x', text: part('x', 'contactInfo', 'flat') + part('x', 'contactInfo[firstName]', 'nested') + '--x--' },
  { contentType: 'multipart/mixed; boundary=x', text: part('x', 'a', 'b') + '--x--' },
  { contentType: 'multipart/form-data; boundary=' + 'b'.repeat(200), text: part('b'.repeat(200), 'a', 'b') + `--${'b'.repeat(200)}--` },
  { contentType: 'multipart/form-data; boundary=x', text: '' },
];

const ODD_PART_NAMES = [
  '__proto__[polluted]',
  'constructor[prototype][x]',
  'contactInfo[',
  'documents[99999][file]',
  'documents[-1][type]',
  'a'.repeat(500),
  '',
  '[]',
  'x[][][]',
];
const oddParts = (options: SchemaOptions): fc.Arbitrary<[string, string | File][]> =>
  fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...ODD_PART_NAMES), fc.string({ maxLength: 20 })),
      fc.oneof(
        anyText(),
        validValue({ type: 'string', format: 'binary' }, options).map((file) => file as File),
      ),
    ),
    { maxLength: 3 },
  );

const multipart = (value: fc.Arbitrary<unknown>, options: SchemaOptions): fc.Arbitrary<FuzzBody> =>
  fc.tuple(value, nowAndThen(oddParts(options), [], 5)).map(([whole, odd]): FuzzBody => ({ kind: 'multipart', value: whole, oddParts: odd }));

function bodyOf(operation: Operation, options: RequestOptions): fc.Arbitrary<FuzzBody> {
  if (operation.method === 'GET') return fc.constant({ kind: 'none' });
  const sample = options.samples[operation.id];
  if (!operation.body) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
      { weight: 1, arbitrary: json(wrongValue()) },
      { weight: 1, arbitrary: malformedJson(wrongValue()) },
    );
  }
  const pin = options.pinned[operation.id] ?? ((body: unknown) => body);
  const valid = validValue(operation.body.schema, options).map(pin);
  const fuzzed = fuzzedValue(operation.body.schema, options).map(pin);
  const fromSample = sample
    ? [
        { weight: 1, arbitrary: sample.map(pin) },
        { weight: 3, arbitrary: mutated(sample).map(pin) },
      ]
    : [];
  const encode = operation.body.contentType === 'multipart/form-data' ? (value: fc.Arbitrary<unknown>) => multipart(value, options) : json;
  return fc.oneof(
    { weight: 5, arbitrary: encode(valid) },
    { weight: 7, arbitrary: encode(fuzzed) },
    ...fromSample.map(({ weight, arbitrary }) => ({ weight, arbitrary: encode(arbitrary) })),
    { weight: 1, arbitrary: malformedJson(valid) },
    { weight: 1, arbitrary: wrongContentType(valid) },
    ...(operation.body.contentType === 'multipart/form-data'
      ? [
          { weight: 1, arbitrary: fc.constantFrom(...BROKEN_MULTIPART).map((broken): FuzzBody => ({ kind: 'text', ...broken })) },
          { weight: 1, arbitrary: json(valid) },
        ]
      : [{ weight: 1, arbitrary: multipart(valid, options) }]),
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
  );
}

export function requestArbitrary(operation: Operation, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  return fc.record({
    operation: fc.constant(operation),
    sender: sender(operation),
    csrf: fc.oneof({ weight: 18, arbitrary: fc.constant('valid' as const) }, { weight: 1, arbitrary: fc.constantFrom('missing' as const, 'forged' as const) }),
    path: pathValues(operation, options),
    rawPath: fc.oneof({ weight: 9, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    query: queryPairs(operation, options),
    rawQuery: nowAndThen(fc.constantFrom(...RAW_QUERIES), undefined, 10),
    headers: headerValues(operation, options),
    body: bodyOf(operation, options),
  });
}

/**
 * fast-check arbitraries derived from the contract's JSON schemas (OpenAPI 3.0, as contracts/openapi.json
 * writes them): `validValue` what a client following the schema sends, `fuzzedValue` the same with broken
 * parts: wrong types, nulls, odd numbers, text too long or in any script, missing required and extra fields.
 * Fields named like something the server hands out may carry a value it handed out (./fuzz-harvest.ts).
 */
import fc from 'fast-check';
import { Harvested, isHarvestedKey } from './fuzz-harvest';
import { anyText, extraFields, fileValue, longText, nowAndThen, oddNumber, wrongValue } from './fuzz-values';

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
};

export type SchemaOptions = { maxFileBytes: number };

/** Text the schema allows, made short: the schema's own limits, and a hint from the field's name. */
function validText(schema: JsonSchema, key: string | undefined, options: SchemaOptions): fc.Arbitrary<unknown> {
  if (schema.format === 'binary') return fileValue(options.maxFileBytes);
  if (schema.format === 'null') return fc.constant(null);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true, min: new Date('1990-01-01'), max: new Date('2100-01-01') }).map((date) => date.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  if (schema.format === 'email' || /email/i.test(key ?? '')) return fc.emailAddress().filter((email) => email.length <= maxLength);
  if (/date$|^dob$/i.test(key ?? ''))
    return fc.date({ noInvalidDate: true, min: new Date('1990-01-01'), max: new Date('2040-01-01') }).map((date) => date.toISOString().slice(0, 10));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

function bounds(schema: JsonSchema, step: number) {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + step : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - step : undefined;
  return { min: exclusiveMin ?? schema.minimum, max: exclusiveMax ?? schema.maximum };
}

export function validValue(schema: JsonSchema, options: SchemaOptions, key?: string): fc.Arbitrary<unknown> {
  const value = validOfType(schema, options, key);
  const nullable = schema.nullable ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) }) : value;
  return isHarvestedKey(key)
    ? fc.oneof(
        nullable,
        fc.tuple(fc.nat(), nullable).map(([pick, fallback]) => new Harvested(key, pick, fallback)),
      )
    : nullable;
}

function validOfType(schema: JsonSchema, options: SchemaOptions, key: string | undefined): fc.Arbitrary<unknown> {
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, options, key)));
  if (schema.allOf?.length) return validValue(Object.assign({}, ...schema.allOf) as JsonSchema, options, key);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'string':
      return validText(schema, key, options);
    case 'integer': {
      const { min, max } = bounds(schema, 1);
      return fc.integer({ min: min ?? -1_000_000, max: max ?? 1_000_000_000 });
    }
    case 'number': {
      const { min, max } = bounds(schema, Number.EPSILON);
      return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items ?? {}, options), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 4, 4)),
      });
    case 'object':
      return validObject(schema, options);
    default:
      // No type: the schema takes anything.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function validObject(schema: JsonSchema, options: SchemaOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  return fc.record(Object.fromEntries(properties.map(([name, property]) => [name, validValue(property, options, name)])), {
    requiredKeys: (schema.required ?? []).filter((name) => schema.properties?.[name]),
  });
}

/** A value just past the schema's limits: one character too many, a number past its bound. */
function pastLimits(schema: JsonSchema): fc.Arbitrary<unknown> | undefined {
  if (schema.type === 'string') {
    const tooLong = schema.maxLength === undefined ? longText() : longText(schema.maxLength + 1, schema.maxLength + 3);
    return fc.oneof(tooLong, fc.constant(''), anyText());
  }
  if (schema.type === 'integer' || schema.type === 'number') {
    const { min, max } = bounds(schema, 1);
    return fc.oneof(fc.constantFrom(...[min === undefined ? -1 : min - 1, max === undefined ? 2 ** 53 : max + 1, 0.5, -0]), oddNumber());
  }
  return undefined;
}

/** Mostly the schema's own kind of value, its parts fuzzed in turn; now and then anything else. */
export function fuzzedValue(schema: JsonSchema, options: SchemaOptions, key?: string): fc.Arbitrary<unknown> {
  const choices = schema.oneOf ?? schema.anyOf;
  const own = choices?.length
    ? fc.oneof(...choices.map((choice) => fuzzedValue(choice, options, key)))
    : schema.type === 'object'
      ? fuzzedObject(schema, options)
      : schema.type === 'array'
        ? fc.array(fuzzedValue(schema.items ?? {}, options), { maxLength: (schema.maxItems ?? 4) + 2 })
        : validValue(schema, options, key);
  const past = pastLimits(schema);
  return fc.oneof({ weight: 8, arbitrary: own }, { weight: 1, arbitrary: wrongValue() }, ...(past ? [{ weight: 1, arbitrary: past }] : []));
}

function fuzzedObject(schema: JsonSchema, options: SchemaOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const fields = Object.fromEntries(properties.map(([name, property]) => [name, fuzzedValue(property, options, name)]));
  const required = (schema.required ?? []).filter((name) => schema.properties?.[name]);
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.record(fields, { requiredKeys: required }) },
        // Required fields missing.
        { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
      ),
      nowAndThen(extraFields(), undefined, 6),
    )
    .map(([value, extra]) => (extra ? { ...extra, ...value } : value));
}

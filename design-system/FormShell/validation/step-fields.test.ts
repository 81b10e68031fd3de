import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldOrder, stepFieldPaths, stepOfField } from './step-fields';

const contact = z.object({ firstName: z.string(), lastName: z.string() });

describe('stepFieldPaths', () => {
  it('lists an object step in its order, nested groups by their full path', () => {
    const schema = z.object({ contactInfo: contact, note: z.string().optional(), agree: z.boolean().default(false) });
    expect(stepFieldPaths(schema)).toEqual(['contactInfo.firstName', 'contactInfo.lastName', 'note', 'agree']);
  });

  it('looks through refinements, so a conditional rule keeps every field it may check', () => {
    const schema = z
      .object({ action: z.string(), name: z.string(), reason: z.string() })
      .superRefine(() => undefined)
      .transform((value) => value);
    expect(stepFieldPaths(schema)).toEqual(['action', 'name', 'reason']);
  });

  it('counts the fields of every branch of a union, each once', () => {
    const schema = z.discriminatedUnion('action', [
      z.object({ action: z.literal('add'), name: z.string() }),
      z.object({ action: z.literal('remove'), reason: z.string() }),
    ]);
    expect(stepFieldPaths(schema)).toEqual(['action', 'name', 'reason']);
    expect(stepFieldPaths(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]))).toEqual(['a', 'b']);
  });

  it('counts both sides of an intersection and nested unions by path', () => {
    const schema = z.intersection(z.object({ a: z.string() }), z.object({ details: z.union([z.object({ x: z.string() }), z.object({ y: z.string() })]) }));
    expect(stepFieldPaths(schema)).toEqual(['a', 'details.x', 'details.y']);
  });
});

describe('fieldOrder and stepOfField', () => {
  const steps = [{ schema: z.object({ contactInfo: contact }) }, { schema: z.object({ documents: z.array(z.object({ file: z.any() })) }) }, {}];

  it('orders an error by its field, a list entry by its list', () => {
    const paths = stepFieldPaths(steps[0]!.schema);
    expect(fieldOrder(paths, 'contactInfo.lastName')).toBe(1);
    expect(fieldOrder(paths, 'elsewhere')).toBe(2);
  });

  it('finds the step of a server error, nested or in a list', () => {
    expect(stepOfField(steps, 'contactInfo.firstName')).toBe(1);
    expect(stepOfField(steps, 'documents.0.file')).toBe(2);
    expect(stepOfField(steps, 'unknown')).toBeNull();
  });
});

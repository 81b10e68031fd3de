import { z } from 'zod';

/** The schema inside wrappers that do not change which fields there are (refine, transform, optional, default...). */
function unwrapped(schema: z.ZodTypeAny): z.ZodTypeAny {
  if (schema instanceof z.ZodEffects) return unwrapped(schema.innerType());
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return unwrapped(schema.unwrap());
  if (schema instanceof z.ZodDefault) return unwrapped(schema.removeDefault());
  if (schema instanceof z.ZodBranded) return unwrapped(schema.unwrap());
  if (schema instanceof z.ZodPipeline) return unwrapped(schema._def.in);
  if (schema instanceof z.ZodLazy) return unwrapped(schema.schema);
  return schema;
}

/**
 * The field paths a step's schema checks, in the order it lists them (the order on screen): 'email', and for
 * a nested group 'contactInfo.firstName'. Unions and conditional rules (refine, superRefine) count every
 * field any branch may check, so a field shown only for one answer still belongs to its step.
 */
export function stepFieldPaths(schema: z.ZodTypeAny | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodTypeAny>).flatMap(([key, field]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      const nested = unwrapped(field) instanceof z.ZodObject || isUnion(unwrapped(field)) ? stepFieldPaths(field, path) : [];
      return nested.length > 0 ? nested : [path];
    });
  }
  if (inner instanceof z.ZodIntersection) return unique([...stepFieldPaths(inner._def.left, prefix), ...stepFieldPaths(inner._def.right, prefix)]);
  if (isUnion(inner)) return unique((inner.options as z.ZodTypeAny[]).flatMap((option) => stepFieldPaths(option, prefix)));
  return [];
}

const isUnion = (schema: z.ZodTypeAny): schema is z.ZodUnion<[z.ZodTypeAny, ...z.ZodTypeAny[]]> | z.ZodDiscriminatedUnion<string, z.AnyZodObject[]> =>
  schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion;

const unique = (paths: string[]) => [...new Set(paths)];

/** Whether an error at `path` is about the field at `fieldPath` ('documents.0.file' is about 'documents'). */
const isPathOf = (path: string, fieldPath: string) => path === fieldPath || path.startsWith(`${fieldPath}.`) || fieldPath.startsWith(`${path}.`);

/** Where an error at `path` comes in the step's order of fields; unknown paths come last. */
export function fieldOrder(paths: readonly string[], path: string): number {
  const index = paths.findIndex((fieldPath) => isPathOf(path, fieldPath));
  return index === -1 ? paths.length : index;
}

/** The 1-based step whose schema checks a field path, or null. */
export function stepOfField(steps: { schema?: z.ZodTypeAny }[], path: string): number | null {
  const index = steps.findIndex((step) => stepFieldPaths(step.schema).some((fieldPath) => isPathOf(path, fieldPath)));
  return index === -1 ? null : index + 1;
}

import { z } from 'zod';

/** The top-level field names a step's schema checks (an object schema, possibly refined or transformed). */
export function stepFieldNames(schema: z.ZodTypeAny | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape as Record<string, unknown>);
  if (schema instanceof z.ZodEffects) return stepFieldNames(schema.innerType());
  if (schema instanceof z.ZodIntersection) return [...stepFieldNames(schema._def.left), ...stepFieldNames(schema._def.right)];
  return [];
}

/** The 1-based step whose schema checks a field path ('documents.0.file' belongs with 'documents'), or null. */
export function stepOfField(steps: { schema?: z.ZodTypeAny }[], path: string): number | null {
  const [field = ''] = path.split('.');
  const index = steps.findIndex((step) => stepFieldNames(step.schema).includes(field));
  return index === -1 ? null : index + 1;
}

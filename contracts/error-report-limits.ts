/** The bounds of an error report, without zod: the page's reporter keeps to them before it sends. */
/** What a report may carry: enough to find a fault, too little to fill a disk. */
export const ERROR_REPORT_LIMITS = {
  /** The whole request body (express.json's limit for this endpoint). */
  bodyBytes: 24 * 1024,
  /** context and response each: keys at the top, levels of nesting, characters as JSON. */
  jsonKeys: 20,
  jsonDepth: 5,
  jsonCharacters: 4096,
} as const;

/**
 * How deeply a JSON value nests (a scalar is 0, {} or [] is 1), counting no further than `stopAfter`. It
 * walks with a list, not by recursion, so a value nested thousands deep costs no stack.
 */
export function jsonDepth(value: unknown, stopAfter: number = ERROR_REPORT_LIMITS.jsonDepth + 1): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest >= stopAfter) return deepest;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Why a context or response is refused, or undefined when it may be stored. (It is stored as JSON text,
 * which escapes control characters and unpaired surrogates, so both databases keep any string in it.)
 */
export function jsonObjectProblem(label: string, value: Record<string, unknown>): string | undefined {
  const { jsonKeys, jsonDepth: maxDepth, jsonCharacters } = ERROR_REPORT_LIMITS;
  if (Object.keys(value).length > jsonKeys) return `${label} may have at most ${jsonKeys} keys`;
  if (jsonDepth(value) > maxDepth) return `${label} may nest at most ${maxDepth} levels`;
  const serialised = JSON.stringify(value);
  if (serialised.length > jsonCharacters) return `${label} must be at most ${jsonCharacters} characters as JSON`;
  return undefined;
}

/** The first item of a list a test expects to hold one; fails the test, saying so, when it is empty. */
export function first<T>(items: readonly T[]): T {
  const [item] = items;
  if (item === undefined) throw new Error('Expected at least one item, found none.');
  return item;
}

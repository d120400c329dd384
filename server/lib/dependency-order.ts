/**
 * `items` with each after those it depends on (tables after the tables they reference, so rows
 * can be inserted in that order). Dependencies on itself or on names outside `items` are ignored;
 * a cycle among them throws.
 */
export function dependencyOrder<T>(
  items: T[],
  nameOf: (item: T) => string,
  dependsOn: (item: T) => string[],
): T[] {
  const names = new Set(items.map(nameOf));
  const ordered: T[] = [];
  const placed = new Set<string>();
  while (ordered.length < items.length) {
    const ready = items.filter(
      (item) =>
        !placed.has(nameOf(item)) &&
        dependsOn(item).every((d) => d === nameOf(item) || placed.has(d) || !names.has(d)),
    );
    if (ready.length === 0) {
      const left = items.filter((item) => !placed.has(nameOf(item))).map(nameOf);
      throw new Error(`These depend on each other in a cycle: ${left.join(', ')}`);
    }
    for (const item of ready) {
      ordered.push(item);
      placed.add(nameOf(item));
    }
  }
  return ordered;
}

/**
 * Every value at a dotted path of parsed JSON, in document order: "propertyData.images.*.url", where `*` stands for
 * any key or array index ("gdpClientCache.*.property": Zillow's cache key holds the query it answers).
 */
export function valuesAt(root: unknown, path: string): unknown[] {
  let current: unknown[] = [root];
  for (const step of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current) {
      if (!value || typeof value !== 'object') continue;
      if (step === '*') next.push(...Object.values(value));
      else if (Object.hasOwn(value, step)) next.push((value as Record<string, unknown>)[step]);
    }
    current = next;
  }
  return current.filter((value) => value !== undefined && value !== null && value !== '');
}

/** The first value at the path (see valuesAt), or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  return valuesAt(root, path)[0];
}

/*
 * Limits on the shape of JSON a client sends, checked before validation: a schema walks a value by
 * recursion, so a body nested thousands deep (or an array of hundreds of thousands) would exhaust
 * the stack inside it (a schema's issues spread into arguments, too many for a call). No document
 * of the league comes near either limit: a leg-by-leg record is
 * about 6 levels deep, a tournament's round chain one level a round.
 */

export const JSON_LIMITS: JsonLimits = { maxDepth: 64, maxArrayLength: 100_000 };

export interface JsonLimits {
  maxDepth: number;
  maxArrayLength: number;
}

export interface JsonShapeProblem {
  /** Where, as field names and indexes from the top. */
  path: string[];
  message: string;
}

interface Entry {
  value: unknown;
  depth: number;
  key: string;
  parent: Entry | null;
}

const pathOf = (entry: Entry): string[] => {
  const path: string[] = [];
  for (let at: Entry | null = entry; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
};

const isNested = (value: unknown): value is object => value !== null && typeof value === 'object';

/** The first place `value` goes past the limits, found without recursion; null when within them. */
export function jsonShapeProblem(value: unknown, limits: JsonLimits = JSON_LIMITS): JsonShapeProblem | null {
  const stack: Entry[] = [{ value, depth: 0, key: '', parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (!isNested(current)) continue;
    if (entry.depth >= limits.maxDepth) {
      return {
        path: pathOf(entry).slice(0, 3),
        message: `is nested more than ${limits.maxDepth} levels deep`,
      };
    }
    const depth = entry.depth + 1;
    if (Array.isArray(current)) {
      if (current.length > limits.maxArrayLength) {
        return { path: pathOf(entry), message: `has more than ${limits.maxArrayLength} entries` };
      }
      // Only objects and arrays can break a limit: a scalar is never held (imports walk thousands of rows).
      current.forEach((item, index) => {
        if (isNested(item)) stack.push({ value: item, depth, key: String(index), parent: entry });
      });
    } else {
      for (const key in current) {
        const item = (current as Record<string, unknown>)[key];
        if (Object.hasOwn(current, key) && isNested(item))
          stack.push({ value: item, depth, key, parent: entry });
      }
    }
  }
  return null;
}

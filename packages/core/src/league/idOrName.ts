/**
 * Route values that name a division or season accept an id or a name, matched case-insensitively:
 * the item whose id or trimmed name is `value`; ids win over names.
 */
export function findByIdOrName<T extends { id: string; name: string }>(
  items: readonly T[],
  value: string,
): T | undefined {
  const wanted = value.trim().toLowerCase();
  if (wanted === '') return undefined;
  return (
    items.find((item) => item.id.toLowerCase() === wanted) ??
    items.find((item) => item.name.trim().toLowerCase() === wanted)
  );
}

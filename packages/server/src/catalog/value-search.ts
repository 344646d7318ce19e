import type { Queryable } from '../db/database';
import { formatValue, parseDescription, type ParsedDescription } from '../sourcing/bom/description';
import { isKind, partPackage, shortfallOf, VALUE_KEY } from '../sourcing/bom/matching';
import { packagesConflict } from '../sourcing/bom/package-code';

/**
 * A search for a value rather than a part number ('10k 0603', '100nF 0402 X7R 16V', '4.7uH'): what
 * it asks for, read as the BOM tool reads a line's value, or null when it names no passive value.
 * A bare number ('1060') is a part number, not a value.
 */
export function valueQuery(text: string): ParsedDescription | null {
  return parseDescription(text);
}

/**
 * Parts of the value searched for that meet what else it names: the package (a 0603 search never
 * lists an 0805) and every rating, by the BOM tool's rule. In stock first, then popular; at most
 * `limit`, each with the `columns` of parts the caller asks for.
 */
export async function partsOfValue<Row extends object>(
  db: Queryable,
  wanted: ParsedDescription,
  limit: number,
  columns: string,
): Promise<Row[]> {
  // The key is one of VALUE_KEY's three constants, written into the SQL so the planner matches the
  // partial index of that key (migration 016), which gives the parts of a value in this order.
  const key = VALUE_KEY[wanted.kind];
  const { rows } = await db.query<Row & { description: string; parameters: Record<string, string> }>(
    `SELECT ${columns}, description, parameters FROM parts
      WHERE parameters ? '${key}' AND (parameters ->> '${key}') = $1
      ORDER BY (stock > 0) DESC, popularity DESC LIMIT $2`,
    [formatValue(wanted), limit],
  );
  return rows.filter((row) => {
    if (!isKind(row, wanted.kind)) return false;
    if (wanted.package && (partPackage(row.parameters) === undefined || packagesConflict(wanted.package, partPackage(row.parameters))))
      return false;
    // The same rule as a BOM line: every rating the search names is met (tolerance, voltage, power, current, dielectric).
    if (shortfallOf(row, wanted) !== null) return false;
    return true;
  });
}

import type { Db } from '../../db/database';
import { untyped } from '../../scope/scoped-db';

// The authorities organisations of a type may grant (docs/organisations.md): the type's rows of
// `organ_authority`. A type without rows has no ceiling. A code allows its whole branch of the
// authority tree: the nodes below it (a screen's buttons) and those above it (the menus that
// lead there, which a ticked button brings along).

type Node = { id: number; parentId: number | null; code: string };

/** The codes a ceiling allows, or undefined when the type has none. */
export const ceilingOfType = async (
  db: Db,
  organTypeId: number,
): Promise<{ type: string; allows: (code: string) => boolean } | undefined> => {
  const [type, rows] = await Promise.all([
    untyped(db)
      .selectFrom('organType')
      .select('name')
      .where('id', '=', organTypeId)
      .executeTakeFirst() as Promise<{ name: string } | undefined>,
    untyped(db)
      .selectFrom('organAuthority')
      .select('authorityCode')
      .where('organTypeId', '=', organTypeId)
      .execute() as Promise<{ authorityCode: string }[]>,
  ]);
  if (rows.length === 0) return undefined;
  const nodes = (await db
    .selectFrom('authority')
    .select(['id', 'parentId', 'code'])
    .execute()) as Node[];
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const byCode = new Map(nodes.map((node) => [node.code, node]));
  /** The code and every code above it. */
  const lineOf = (code: string): string[] => {
    const line: string[] = [];
    let node = byCode.get(code);
    while (node && !line.includes(node.code)) {
      line.push(node.code);
      node = node.parentId === null ? undefined : byId.get(node.parentId);
    }
    return line;
  };
  const ceiling = new Set(rows.map((row) => row.authorityCode));
  const above = new Set([...ceiling].flatMap(lineOf));
  return {
    type: type?.name ?? String(organTypeId),
    allows: (code) => above.has(code) || lineOf(code).some((line) => ceiling.has(line)),
  };
};

/** The type named by the profile of this organisation, if it has one. */
export const typeOfOrgan = async (db: Db, organId: number): Promise<number | undefined> => {
  const row = (await untyped(db)
    .selectFrom('organInfo')
    .select('organTypeId')
    .where('organId', '=', organId)
    .executeTakeFirst()) as { organTypeId: number } | undefined;
  return row?.organTypeId;
};

/**
 * The codes among `codes` that a role of this organisation may not grant (its profile's type
 * has a ceiling without them), with the type's name; undefined when all may be granted.
 */
export const outsideCeiling = async (
  db: Db,
  organId: number,
  codes: readonly string[],
): Promise<{ type: string; codes: string[] } | undefined> => {
  const typeId = await typeOfOrgan(db, organId);
  if (typeId === undefined) return undefined;
  const ceiling = await ceilingOfType(db, typeId);
  if (!ceiling) return undefined;
  const refused = codes.filter((code) => !ceiling.allows(code));
  return refused.length === 0 ? undefined : { type: ceiling.type, codes: refused };
};

import { nameStatement, type Db } from '../../db/client.js';

const statements = new WeakMap<Db, Map<string, unknown>>();

/**
 * A named prepared statement of `db`, built by `build` on first use and kept. On PostgreSQL each
 * pooled connection then parses and plans it once and afterwards only binds and executes it;
 * PGlite runs the same text unnamed. `name` must stand for one SQL text: callers put every choice
 * that changes the text (sort, order, which filters) into it, and values into placeholders.
 * PostgreSQL keeps 63 characters of a name.
 */
export function prepared<T extends { getQuery(): { sql: string } }>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  if (!byName.has(name)) {
    if (name.length > 63) throw new Error(`statement name too long: ${name}`);
    const statement = build(name);
    nameStatement(db, name, statement.getQuery().sql);
    byName.set(name, statement);
  }
  return byName.get(name) as T;
}

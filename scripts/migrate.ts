// `npm run db:migrate`: brings the configured database to the latest schema (the server also does this at start).
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { readServerConfig } from "#app/lib/env.server.ts";

const database = openDatabase(readServerConfig().database);
try {
  await migrateToLatest(database.db);
  console.log(`Database is up to date (${database.engine}: ${database.description})`);
} finally {
  await database.close();
}

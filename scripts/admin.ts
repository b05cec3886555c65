// The owner's command-line tool: `npm run admin -- <command> [options]` (docs/operations.md#admin-accounts).
import { openDatabase } from "#app/db/db.server.ts";
import { migrateToLatest } from "#app/db/migrate.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { readServerConfig } from "#app/lib/env.server.ts";
import {
  createUserWithGeneratedPassword,
  disableSecondFactorOf,
  resetPasswordWithGenerated,
} from "#app/modules/auth/auth.service.server.ts";

const USAGE = `Usage:
  npm run admin -- reset-password <username>   print a new generated password for the user (signs out their sessions)
  npm run admin -- create <username> [--no-admin]   create a user (an admin unless --no-admin) and print its password
  npm run admin -- disable-2fa <username>      remove the user's second factor (authenticator, recovery codes, passkeys)
                                               for an owner who lost the device; signs out their sessions

The database is the site's own: DATABASE_URL when set, otherwise DATA_DIR/site.db (default ./data/site.db).`;

const USERNAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

async function run(args: string[]): Promise<number> {
  const [command, username, ...flags] = args;
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  if (!["reset-password", "create", "disable-2fa"].includes(command) || !username || !USERNAME_PATTERN.test(username)) {
    console.error(USAGE);
    return 1;
  }
  const config = readServerConfig();
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    if (command === "reset-password") {
      const password = await resetPasswordWithGenerated(database.db, username);
      console.log(`New password for "${username}": ${password}`);
      console.log("Every session of this user has been signed out. Save the password now: it is not stored anywhere readable.");
    } else if (command === "disable-2fa") {
      await disableSecondFactorOf(database.db, username);
      console.log(`Two-factor authentication is off for "${username}": the password alone signs in. Every session of this user has been signed out.`);
      console.log("Sign in and set up a new authenticator (and passkeys) under Settings.");
    } else {
      const isAdmin = !flags.includes("--no-admin");
      const password = await createUserWithGeneratedPassword(database.db, username, { isAdmin });
      console.log(`Created ${isAdmin ? "admin" : "non-admin"} user "${username}" with password: ${password}`);
      console.log("Save the password now: it is not stored anywhere readable.");
    }
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));

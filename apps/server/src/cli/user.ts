/**
 * Operator CLI for accounts: `npm run user -- <command> <email> <value>`.
 *   grant-role <email> admin|court_admin
 *   revoke-role <email> admin|court_admin
 *   set-plan <email> free|premium
 * Uses DATABASE_URL, else the embedded database in DATA_DIR, taking the same lock as the server:
 * while a server runs on that folder the command refuses (stop it, or use PostgreSQL).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRole, type Role } from '@marcador/domain';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { type Database, openPglite, openPostgres } from '../db/database';
import { accessRepository } from '../modules/accounts/access.repository';
import { usersRepository } from '../modules/accounts/users.repository';

export const USAGE = `Usage: npm run user -- <command> <email> <value>
  grant-role  <email> admin|court_admin   give a role
  revoke-role <email> admin|court_admin   take a role away
  set-plan    <email> free|premium        set the plan by hand (premium: open-ended)`;

/** What a command printed and its exit code (0 done, 1 failed, 2 bad usage). */
export interface CommandResult {
  code: 0 | 1 | 2;
  message: string;
}

type Command =
  | { kind: 'grant-role' | 'revoke-role'; email: string; role: Role }
  | { kind: 'set-plan'; email: string; plan: 'free' | 'premium' };

/** The command the arguments name, or null when they do not fit the usage. */
function parseCommand(args: readonly string[]): Command | null {
  if (args.length !== 3) return null;
  const [kind, email = '', value = ''] = args;
  if ((kind === 'grant-role' || kind === 'revoke-role') && isRole(value)) return { kind, email, role: value };
  if (kind === 'set-plan' && (value === 'free' || value === 'premium')) return { kind, email, plan: value };
  return null;
}

/** Runs one command against an open, migrated database. */
export async function userCommand(database: Database, args: readonly string[]): Promise<CommandResult> {
  const command = parseCommand(args);
  if (!command) return { code: 2, message: USAGE };
  const user = await usersRepository(database.db).findByEmail(command.email);
  if (!user) return { code: 1, message: `No user with the e-mail ${command.email}.` };
  const access = accessRepository(database.db);
  switch (command.kind) {
    case 'set-plan':
      await access.setManualPlan(user.id, command.plan);
      return { code: 0, message: `${user.email} is now on the ${command.plan} plan.` };
    case 'grant-role':
      await access.grantRole(user.id, command.role);
      return { code: 0, message: `${user.email} now has the ${command.role} role.` };
    case 'revoke-role':
      await access.revokeRole(user.id, command.role);
      return { code: 0, message: `${user.email} no longer has the ${command.role} role.` };
  }
}

/** Opens the configured database (locking DATA_DIR), runs the command and closes everything. */
export async function runUserCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<CommandResult> {
  if (!parseCommand(args)) return { code: 2, message: USAGE };
  let release = () => {};
  let database: Database | undefined;
  try {
    const config = loadConfig(env);
    if (config.DATABASE_URL) {
      database = openPostgres(config.DATABASE_URL, 1);
    } else {
      const dataDir = resolve(config.DATA_DIR);
      release = lockDataDir(dataDir);
      database = await openPglite(dataDir);
    }
    await database.migrate();
    return await userCommand(database, args);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) return { code: 1, message: error.message };
    throw error;
  } finally {
    await database?.close();
    release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runUserCli(process.argv.slice(2), process.env);
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exit(result.code);
}

/**
 * Operator CLI for accounts: `npm run user -- <command> <email> <value>`.
 *   grant-role <email> admin|court_admin
 *   revoke-role <email> admin|court_admin
 *   set-plan <email> free|premium
 * Uses DATABASE_URL, else the embedded database in DATA_DIR (cli/configured-database.ts).
 */
import { pathToFileURL } from 'node:url';
import { isRole, type Role } from '@marcador/domain';
import type { Database } from '../db/database';
import { accessRepository } from '../modules/accounts/access.repository';
import { usersRepository } from '../modules/accounts/users.repository';
import { withConfiguredDatabase } from './configured-database';

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

/** Runs the command on the configured database (see withConfiguredDatabase). */
export async function runUserCli(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<CommandResult> {
  if (!parseCommand(args)) return { code: 2, message: USAGE };
  return withConfiguredDatabase(env, (database) => userCommand(database, args));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = await runUserCli(process.argv.slice(2), process.env);
  (result.code === 0 ? console.log : console.error)(result.message);
  process.exit(result.code);
}

import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { appSecrets } from '../db/schema';

/** Secrets the server generates for itself and keeps in the database. */
export function appSecretRepository(db: Db) {
  return {
    /**
     * Returns the secret called `name`, storing `candidate` first if there is none yet. Safe when
     * several instances start at once: the first insert wins and everyone reads the winner.
     */
    async getOrCreate(name: string, candidate: string): Promise<string> {
      await db.insert(appSecrets).values({ name, value: candidate }).onConflictDoNothing();
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      if (!row) throw new Error(`secret ${name} could not be stored`);
      return row.value;
    },
  };
}

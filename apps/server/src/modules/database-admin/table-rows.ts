import type { DatabaseRows } from '@marcador/contracts';
import { HttpError } from '../../plugins/error-shape';
import type { databaseAdminRepository } from './database-admin.repository';
import { maskingFor } from './secret-columns';

/** The columns that say when a row was written, most telling first. */
const WHEN_COLUMNS = ['created_at', 'occurred_at', 'updated_at'];

/** A JSON value as the browser and the CSV show it: text as it is, anything else as JSON. */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A table's newest rows with every secret masked here, before the answer is built: the masked
 * values never leave the server (decision 050). 404 for a name the catalogue does not have.
 */
export async function readTableRows(
  repository: ReturnType<typeof databaseAdminRepository>,
  name: string,
  limit: number,
): Promise<DatabaseRows> {
  const table = await repository.tableNamed(name);
  if (!table) throw new HttpError(404, 'not_found', 'Table not found.');
  const columns = await repository.columnsOf(table);
  const orderedBy = WHEN_COLUMNS.find((column) => columns.includes(column)) ?? null;
  const maskings = columns.map((column) => maskingFor(table, column));
  const rows = (await repository.newestRows(table, orderedBy, limit)).map((row) =>
    columns.map((column, index) => {
      const value = asText(row[column]);
      const mask = maskings[index];
      return mask ? mask(value) : value;
    }),
  );
  return {
    table,
    columns,
    masked: columns.filter((_, index) => maskings[index] !== null),
    rows,
    orderedBy: orderedBy ?? 'ctid',
    limit,
  };
}

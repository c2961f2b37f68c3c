/** One column of an admin table: its header text, its width and visibility classes, a hidden label. */
export interface AdminColumn {
  label: string;
  className?: string;
  /** Read by screen readers only (an actions column). */
  hidden?: boolean;
}

/** The header row of the admin panels' tables. */
export function AdminTableHead({ columns }: { columns: readonly AdminColumn[] }) {
  return (
    <thead className="bg-court-50 text-court-800">
      <tr>
        {columns.map(({ label, className = 'px-3 py-3', hidden }) => (
          <th key={label} scope="col" className={className}>
            {hidden ? <span className="sr-only">{label}</span> : label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

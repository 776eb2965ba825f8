/** The one row an admin table shows when nothing matches. */
export function EmptyRow({ columns, children }: { columns: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="px-3 py-8 text-center text-muted">
        {children}
      </td>
    </tr>
  );
}

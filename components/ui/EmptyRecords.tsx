/** What a record table shows instead when there is nothing to list (the spec's "no records to display"). */
export function EmptyRecords({ testId, children }: { testId: string; children: string }) {
  return (
    <p data-testid={testId} className="rounded-md border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
      {children}
    </p>
  );
}

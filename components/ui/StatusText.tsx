import type { ReactNode } from 'react';

/**
 * A status in the reader's words. The spec's code (BUY_IN_PROGRESS, Process, deactive) is what support, the machine
 * API and the tests speak: it stays in the tooltip and in data-status, never in the text.
 */
export function StatusText({ code, testId, strong, children }: { code: string; testId?: string; strong?: boolean; children: ReactNode }) {
  const Tag = strong ? 'strong' : 'span';
  return (
    <Tag title={code} data-status={code} data-testid={testId}>
      {children}
    </Tag>
  );
}

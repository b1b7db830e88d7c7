import { createContext, use, useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { defineMessages, useT } from '../../../lib/i18n';
import { useSegmentList } from '../../../lib/segment-rules/use-segment-rules';
import { useAfterPaint } from '../../../lib/use-after-paint';

const messages = defineMessages({
  open: { id: 'policies.segmentLink.open', defaultMessage: 'Open the segment “{name}”' },
});

/** The workspace's segments by name, for `segment("…")` in a policy's source; empty until read. */
const SegmentIdsByName = createContext<ReadonlyMap<string, string>>(new Map());

/**
 * Reads the segments' names once the viewer is on screen (for a caller who may read segments; for
 * another, nothing is asked and the names stay text).
 */
export function SegmentLinksProvider({ children }: { children: ReactNode }) {
  const painted = useAfterPaint(true);
  const { summaries } = useSegmentList({ enabled: painted });
  const byName = useMemo(
    () => new Map((summaries ?? []).map((summary) => [summary.name, summary.id] as const)),
    [summaries],
  );
  return <SegmentIdsByName value={byName}>{children}</SegmentIdsByName>;
}

/** The string of `segment("…")`: a link to the segment where one has that name, else as written. */
export function SegmentName({ name, className, children }: { name: string; className?: string; children: string }) {
  const t = useT('policies');
  const id = use(SegmentIdsByName).get(name);
  if (id === undefined) return <span className={className}>{children}</span>;
  return (
    <Link className={className} to={`/segments/${encodeURIComponent(id)}`} title={t(messages.open, { name })}>
      {children}
    </Link>
  );
}

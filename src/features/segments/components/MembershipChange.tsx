import { formatInteger } from '../../../lib/format';
import { defineMessages, useT } from '../../../lib/i18n';
import { PREVIEW_PANEL_ID } from './SegmentPreviewPanel';
import { describeChange } from '../model/preview-text';
import { usePreview } from './use-segment-preview';
import type { PreviewSnapshot } from '../model/preview-engine';
import styles from './Preview.module.css';

const messages = defineMessages({
  bound: { id: 'segments.saveBar.bound', defaultMessage: '{bound, select, at_most {at most} other {at least}}' },
  match: {
    id: 'segments.saveBar.match',
    defaultMessage: '{count} match',
    description: '{count}: how many workers the segment would select',
  },
});

/**
 * In the save bar: how many match (shown where the panel is below the form, so the count stays in
 * sight), then "+12 / −3 since the saved version", opening the lists of who joins and leaves. On a
 * phone the bar shows "+12 / −3" alone; the words after it are still read out.
 */
export function MembershipChange() {
  const { snapshot, showView } = usePreview();
  const t = useT('segments');
  if (!snapshot) return null;
  const change = snapshot.sinceSaved;
  if (!change) return <SaveBarCount snapshot={snapshot} />;
  const { lead, rest } = describeChange(change.joined.length, change.left.length, t);
  const text = (
    <>
      {`${lead} `}
      <span className={styles.changeRest}>{rest}</span>
    </>
  );
  return (
    <>
      <SaveBarCount snapshot={snapshot} />
      {change.joined.length === 0 && change.left.length === 0 ? (
        <span className={`muted ${styles.changeText}`}>{text}</span>
      ) : (
        <button
          type="button"
          className={`${styles.change} ${styles.changeText}`}
          onClick={() => {
            showView(change.joined.length > 0 ? 'joining' : 'leaving');
            const panel = document.getElementById(PREVIEW_PANEL_ID);
            panel?.scrollIntoView({ block: 'start' });
            panel?.focus({ preventScroll: true });
          }}
        >
          {text}
        </button>
      )}
    </>
  );
}

/** "151 match"; "≤ 151 match" (read "at most") when some clauses could not be counted. */
function SaveBarCount({ snapshot }: { snapshot: PreviewSnapshot }) {
  const t = useT('segments');
  const words = snapshot.bound === 'exact' ? null : t(messages.bound, { bound: snapshot.bound });
  return (
    <span className={styles.saveBarCount} data-testid="save-bar-count">
      {words ? (
        <>
          <span aria-hidden="true">{snapshot.bound === 'at_most' ? '≤' : '≥'} </span>
          <span className="visually-hidden">{words} </span>
        </>
      ) : null}
      {t(messages.match, { count: formatInteger(snapshot.count) })}
    </span>
  );
}

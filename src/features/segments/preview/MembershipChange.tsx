import { PREVIEW_PANEL_ID } from './SegmentPreviewPanel';
import { describeChange } from './preview-text';
import { usePreview } from './use-segment-preview';
import styles from './Preview.module.css';

/** In the save bar: "+12 / −3 since the saved version", opening the lists of who joins and leaves. */
export function MembershipChange() {
  const { snapshot, showView } = usePreview();
  const change = snapshot?.sinceSaved;
  if (!change) return null;
  const text = describeChange(change.joined.length, change.left.length);
  if (change.joined.length === 0 && change.left.length === 0) return <span className="muted">{text}</span>;
  return (
    <button
      type="button"
      className={styles.change}
      onClick={() => {
        showView(change.joined.length > 0 ? 'joining' : 'leaving');
        const panel = document.getElementById(PREVIEW_PANEL_ID);
        panel?.scrollIntoView({ block: 'start' });
        panel?.focus({ preventScroll: true });
      }}
    >
      {text}
    </button>
  );
}

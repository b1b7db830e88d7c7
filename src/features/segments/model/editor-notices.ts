import type { Segment } from '../../../../contract';
import { canAdoptQuietly, isNewerVersion, type EditorState, type SegmentVersion } from './editor-machine';

/** The notices above the form, in the order shown. */
export type EditorNoticeView =
  | { type: 'flash'; message: string }
  | { type: 'read-only' }
  | { type: 'gone' }
  | { type: 'restored'; savedAt: string; outdated: boolean }
  | { type: 'newer'; version: Segment }
  | { type: 'reapplied' }
  | { type: 'updated'; by: string }
  | { type: 'set-aside' };

/**
 * Which notices the page shows. A restored draft speaks for a newer version too ("the segment
 * has changed since"); edits re-applied with collisions are told by the form's own banner.
 */
export function editorNotices(
  state: EditorState,
  page: { flash: string | null; canWrite: boolean; current: SegmentVersion },
): EditorNoticeView[] {
  const notices: EditorNoticeView[] = [];
  const { notice } = state;
  if (page.flash) notices.push({ type: 'flash', message: page.flash });
  if (!page.canWrite) notices.push({ type: 'read-only' });
  if (state.gone) notices.push({ type: 'gone' });
  if (notice?.type === 'restored') notices.push(notice);
  else if (isNewerVersion(state, page.current) && !canAdoptQuietly(state))
    notices.push({ type: 'newer', version: page.current.segment });
  if (notice?.type === 'reapplied' && notice.conflicts === 0) notices.push({ type: 'reapplied' });
  if (notice?.type === 'updated') notices.push(notice);
  if (state.setAside) notices.push({ type: 'set-aside' });
  return notices;
}

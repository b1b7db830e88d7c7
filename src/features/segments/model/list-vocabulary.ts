import type { SegmentMatch, SegmentScope } from '../../../../contract';
import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';

// The words the segments list shares with the editor, in the list's small catalogue (the first
// page loads it; the editor's larger one loads with the editor).
const messages = defineMessages({
  ruleBased: { id: 'segmentList.scope.ruleBased', defaultMessage: 'Rule-based' },
  manual: { id: 'segmentList.scope.manual', defaultMessage: 'Manual' },
  all: { id: 'segmentList.match.all', defaultMessage: 'All clauses' },
  any: { id: 'segmentList.match.any', defaultMessage: 'Any clause' },
});

export const scopeLabels: Record<SegmentScope, MessageDescriptor> = {
  rule_based: messages.ruleBased,
  manual: messages.manual,
};

export const matchLabels: Record<SegmentMatch, MessageDescriptor> = {
  all: messages.all,
  any: messages.any,
};

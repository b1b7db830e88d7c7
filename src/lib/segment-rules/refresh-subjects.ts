import { defineMessages } from '../i18n';

/** What the segment reads load, for the notice when a background refresh fails (shell: always loaded). */
export const refreshSubjects = defineMessages({
  segment: {
    id: 'shell.refresh.segment',
    defaultMessage: 'a segment',
    description: 'Fills {subject} in “Could not refresh {subject}”',
  },
  segments: {
    id: 'shell.refresh.segments',
    defaultMessage: 'the segments',
    description: 'Fills {subject} in “Could not refresh {subject}”',
  },
});

import { defineMessages } from '../../../lib/i18n';

/** Words several parts of the revision viewer share. */
export const words = defineMessages({
  line: {
    id: 'policies.words.line',
    defaultMessage: 'Line {number}',
    description: 'Accessible name of a line number (a link that highlights the line)',
  },
  emptyRevision: { id: 'policies.words.emptyRevision', defaultMessage: 'This revision is empty.' },
  tryAgain: { id: 'policies.words.tryAgain', defaultMessage: 'Try again' },
  latest: { id: 'policies.words.latest', defaultMessage: 'Latest', description: 'Badge of the newest revision' },
  byWhoWhen: {
    id: 'policies.words.byWhoWhen',
    defaultMessage: 'by {author}, {when}',
    description: 'Who made a revision and when; author: a name; when: a relative time (“3 days ago”)',
  },
  readingRevisions: {
    id: 'policies.words.readingRevisions',
    defaultMessage: 'Reading revisions… {loaded, number} of {total, number}',
  },
});

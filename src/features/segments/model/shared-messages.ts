import { defineMessages } from '../../../lib/i18n';

/** Words the editor's parts share. */
export const sharedMessages = defineMessages({
  someone: {
    id: 'segments.someone',
    defaultMessage: 'Someone',
    description: 'Who saved a version, when the console does not know their name',
  },
});

import { defineMessages, useT } from '../../../lib/i18n';
import { useMemberNames } from '../../../lib/members';

const messages = defineMessages({
  loading: {
    id: 'policies.author.loading',
    defaultMessage: 'loading the name of {userId}',
    description: 'Read by screen readers while a member’s name loads',
  },
  unknown: { id: 'policies.author.unknown', defaultMessage: 'No member name is known for this user id' },
});

/** Who wrote something: the member's name, or the user id when names are refused or the id is unknown. */
export function AuthorName({ userId, knownName }: { userId: string; knownName?: string | null }) {
  const t = useT('policies');
  const { names, isLoading } = useMemberNames();
  const name = knownName ?? names.get(userId);
  if (name) return <span>{name}</span>;
  if (isLoading)
    return (
      <span className="muted">
        …<span className="visually-hidden">{t(messages.loading, { userId })}</span>
      </span>
    );
  return (
    <span className="mono" title={t(messages.unknown)}>
      {userId}
    </span>
  );
}

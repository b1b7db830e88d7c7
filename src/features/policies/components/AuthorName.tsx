import { useMemberNames } from '../../../lib/members';

/** Who wrote something: the member's name, or the user id when names are refused or the id is unknown. */
export function AuthorName({ userId, knownName }: { userId: string; knownName?: string | null }) {
  const { names, isLoading } = useMemberNames();
  const name = knownName ?? names.get(userId);
  if (name) return <span>{name}</span>;
  if (isLoading)
    return (
      <span className="muted">
        …<span className="visually-hidden">loading the name of {userId}</span>
      </span>
    );
  return (
    <span className="mono" title="No member name is known for this user id">
      {userId}
    </span>
  );
}

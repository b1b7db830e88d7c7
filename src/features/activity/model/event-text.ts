import type { AuditActor, AuditEvent } from '../../../../contract';

/**
 * What each action the service records (contract `auditActions`) means, as the page says it. A
 * newer service may record more: unknown actions show as their code.
 */
export const ACTION_LABELS: Readonly<Record<string, string>> = {
  'segment.create': 'Created a segment',
  'segment.replace': 'Saved a segment',
  'segment.delete': 'Deleted a segment',
  'script.create': 'Created a script',
  'api_key.create': 'Created an API key',
  'api_key.rotate': 'Rotated an API key',
  'api_key.revoke': 'Revoked an API key',
  'secret.reveal': 'Revealed a secret',
  'secret.reveal_refused': 'Was refused a secret',
  'session.sign_in': 'Signed in',
  'session.sign_out': 'Signed out',
  'auth.failed': 'Failed to authenticate',
  'auth.limited': 'Was rate limited',
};

export const TARGET_TYPE_LABELS: Readonly<Record<string, string>> = {
  segment: 'Segment',
  script: 'Script',
  secret: 'Secret',
  api_key: 'API key',
  session: 'Session',
  credential: 'Credential',
  limit: 'Limit',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function targetTypeLabel(type: string): string {
  return TARGET_TYPE_LABELS[type] ?? type;
}

/**
 * Where the console shows an event's object, when it has a page for it. Paths are the console's
 * own (features do not import each other: these are just addresses).
 */
export function targetHref(type: string, id: string): string | null {
  const encoded = encodeURIComponent(id);
  switch (type) {
    case 'segment':
      return `/segments/${encoded}`;
    case 'script':
      return `/scripts/${encoded}`;
    case 'policy':
      return `/policies/${encoded}`;
    case 'secret':
      return '/secrets';
    case 'api_key':
      return '/settings/api-keys';
    default:
      return null;
  }
}

/** The actor's id as the `actor` filter takes it; null for nobody (a failed sign-in). */
export function actorFilterValue(actor: AuditActor): string | null {
  if (actor.type === 'user') return actor.userId;
  if (actor.type === 'api_key') return actor.apiKeyId;
  return null;
}

/** Who did it, for people: the member's name, the key's name, or the id when no name is known. */
export function actorText(actor: AuditActor, names: ReadonlyMap<string, string>): string {
  if (actor.type === 'user') return names.get(actor.userId) ?? actor.name ?? actor.userId;
  if (actor.type === 'api_key') return `API key ${actor.name ?? actor.apiKeyId}`;
  return 'Someone not signed in';
}

/** The event's one line, for a screen reader's list and the CSV: "Ada Lovelace: Revealed a secret". */
export function eventSentence(event: AuditEvent, names: ReadonlyMap<string, string>): string {
  return `${actorText(event.actor, names)}: ${actionLabel(event.action)}`;
}

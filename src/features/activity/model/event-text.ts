import type { AuditActor, AuditEvent } from '../../../../contract';
import { defineMessages, type MessageDescriptor } from '../../../lib/i18n';
import type { Words } from './words';

/**
 * What each action the service records (contract `auditActions`) means, as the page says it. A
 * newer service may record more: unknown actions show as their code.
 */
export const ACTION_LABELS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'segment.create': { id: 'activity.action.segmentCreate', defaultMessage: 'Created a segment' },
  'segment.replace': { id: 'activity.action.segmentReplace', defaultMessage: 'Saved a segment' },
  'segment.delete': { id: 'activity.action.segmentDelete', defaultMessage: 'Deleted a segment' },
  'script.create': { id: 'activity.action.scriptCreate', defaultMessage: 'Created a script' },
  'api_key.create': { id: 'activity.action.apiKeyCreate', defaultMessage: 'Created an API key' },
  'api_key.rotate': {
    id: 'activity.action.apiKeyRotate',
    defaultMessage: 'Rotated an API key',
    description: 'The key was replaced by a new secret value',
  },
  'api_key.revoke': { id: 'activity.action.apiKeyRevoke', defaultMessage: 'Revoked an API key' },
  'secret.reveal': {
    id: 'activity.action.secretReveal',
    defaultMessage: 'Revealed a secret',
    description: 'Someone displayed the value of a stored secret',
  },
  'secret.reveal_refused': {
    id: 'activity.action.secretRevealRefused',
    defaultMessage: 'Was refused a secret',
    description: 'Someone asked to see a secret’s value and was not allowed to',
  },
  'session.sign_in': { id: 'activity.action.signIn', defaultMessage: 'Signed in' },
  'session.sign_out': { id: 'activity.action.signOut', defaultMessage: 'Signed out' },
  'auth.failed': { id: 'activity.action.authFailed', defaultMessage: 'Failed to authenticate' },
  'auth.limited': {
    id: 'activity.action.authLimited',
    defaultMessage: 'Was rate limited',
    description: 'Too many attempts: the service refused more for a while',
  },
});

export const TARGET_TYPE_LABELS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  segment: { id: 'activity.targetType.segment', defaultMessage: 'Segment' },
  script: { id: 'activity.targetType.script', defaultMessage: 'Script' },
  secret: { id: 'activity.targetType.secret', defaultMessage: 'Secret' },
  api_key: { id: 'activity.targetType.apiKey', defaultMessage: 'API key' },
  session: { id: 'activity.targetType.session', defaultMessage: 'Session', description: 'A signed-in session' },
  credential: {
    id: 'activity.targetType.credential',
    defaultMessage: 'Credential',
    description: 'What someone signed in with (a password, a key)',
  },
  limit: { id: 'activity.targetType.limit', defaultMessage: 'Limit', description: 'A rate limit' },
});

const messages = defineMessages({
  apiKeyActor: {
    id: 'activity.actor.apiKey',
    defaultMessage: 'API key {name}',
    description: 'Who did it: an API key, by its name or id',
  },
  anonymous: { id: 'activity.actor.anonymous', defaultMessage: 'Someone not signed in' },
  sentence: {
    id: 'activity.event.sentence',
    defaultMessage: '{who}: {action}',
    description: 'An event in one line: who, then what they did (“Ada Lovelace: Revealed a secret”)',
  },
});

export function actionLabel(action: string, t: Words): string {
  const label = ACTION_LABELS[action];
  return label ? t(label) : action;
}

export function targetTypeLabel(type: string, t: Words): string {
  const label = TARGET_TYPE_LABELS[type];
  return label ? t(label) : type;
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
export function actorText(actor: AuditActor, names: ReadonlyMap<string, string>, t: Words): string {
  if (actor.type === 'user') return names.get(actor.userId) ?? actor.name ?? actor.userId;
  if (actor.type === 'api_key') return t(messages.apiKeyActor, { name: actor.name ?? actor.apiKeyId });
  return t(messages.anonymous);
}

/** The event's one line, for a screen reader's list and the CSV: "Ada Lovelace: Revealed a secret". */
export function eventSentence(event: AuditEvent, names: ReadonlyMap<string, string>, t: Words): string {
  return t(messages.sentence, { who: actorText(event.actor, names, t), action: actionLabel(event.action, t) });
}

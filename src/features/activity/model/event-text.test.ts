import { describe, expect, it } from 'vitest';
import { auditActions, auditTargetTypes } from '../../../../contract';
import { translate } from '../../../lib/i18n';
import {
  ACTION_LABELS,
  actionLabel,
  actorFilterValue,
  actorText,
  eventSentence,
  TARGET_TYPE_LABELS,
  targetHref,
  targetTypeLabel,
} from './event-text';

const names = new Map([['usr_ada', 'Ada Lovelace']]);

describe('event text', () => {
  it('has words for every action and object type the contract names', () => {
    expect(auditActions.filter((action) => !ACTION_LABELS[action])).toEqual([]);
    expect(auditTargetTypes.filter((type) => !TARGET_TYPE_LABELS[type])).toEqual([]);
  });

  it('names known actions and object types, and shows unknown ones as their code', () => {
    expect(actionLabel('secret.reveal', translate)).toBe('Revealed a secret');
    expect(actionLabel('billing.charge', translate)).toBe('billing.charge');
    expect(targetTypeLabel('api_key', translate)).toBe('API key');
    expect(targetTypeLabel('connector', translate)).toBe('connector');
  });

  it('names the actor by member name, key name, or id', () => {
    expect(actorText({ type: 'user', userId: 'usr_ada', name: null }, names, translate)).toBe('Ada Lovelace');
    expect(actorText({ type: 'user', userId: 'usr_x', name: 'Xavier' }, names, translate)).toBe('Xavier');
    expect(actorText({ type: 'user', userId: 'usr_x', name: null }, names, translate)).toBe('usr_x');
    expect(actorText({ type: 'api_key', apiKeyId: 'key_1', name: 'CI', userId: 'usr_ada' }, names, translate)).toBe(
      'API key CI',
    );
    expect(actorText({ type: 'anonymous' }, names, translate)).toBe('Someone not signed in');
  });

  it('filters by the user or the key that acted; nobody for an anonymous attempt', () => {
    expect(actorFilterValue({ type: 'user', userId: 'usr_ada', name: null })).toBe('usr_ada');
    expect(actorFilterValue({ type: 'api_key', apiKeyId: 'key_1', name: null, userId: null })).toBe('key_1');
    expect(actorFilterValue({ type: 'anonymous' })).toBeNull();
  });

  it('links objects the console has a page for, ids encoded', () => {
    expect(targetHref('segment', 'a/b')).toBe('/segments/a%2Fb');
    expect(targetHref('secret', 'sec_1')).toBe('/secrets');
    expect(targetHref('session', 's')).toBeNull();
  });

  it('says an event in one line', () => {
    expect(
      eventSentence(
        {
          id: '1',
          action: 'secret.reveal',
          targetType: 'secret',
          targetId: 'sec_1',
          actor: { type: 'user', userId: 'usr_ada', name: null },
          clientAddress: null,
          at: '2026-01-01T00:00:00Z',
          etag: null,
        },
        names,
        translate,
      ),
    ).toBe('Ada Lovelace: Revealed a secret');
  });
});

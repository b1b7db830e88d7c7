import { describe, expect, it } from 'vitest';
import { defineMessages } from '../../../lib/i18n';
import { rewordable } from './rewordable';

const messages = defineMessages({
  read: { id: 'test.read', defaultMessage: '{count} read' },
  absent: { id: 'test.absent', defaultMessage: 'absent ({why})' },
});

const english = (descriptor: { id: string }, values?: Record<string, string | number>) =>
  descriptor.id === 'test.read' ? `${values?.count} read` : `absent (${values?.why})`;
const german = (descriptor: { id: string }, values?: Record<string, string | number>) =>
  descriptor.id === 'test.read' ? `${values?.count} gelesen` : `fehlt (${values?.why})`;

describe('rewordable', () => {
  it('writes the same text in each language asked, nested messages and joined texts included', () => {
    const { say, write } = rewordable();
    const text = `${say(messages.absent, { why: say(messages.read, { count: 3 }) })}; GET /api/me`;
    expect(write(text, english)).toBe('absent (3 read); GET /api/me');
    expect(write(text, german)).toBe('fehlt (3 gelesen); GET /api/me');
  });

  it('leaves text without tokens as it is', () => {
    const { write } = rewordable();
    expect(write('Expected string, received number', german)).toBe('Expected string, received number');
  });
});

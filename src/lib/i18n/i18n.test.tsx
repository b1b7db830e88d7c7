import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http';
import { formatInteger, formatList } from '../format';
import {
  bootLanguage,
  defineMessages,
  describeApiError,
  getLocale,
  languageFor,
  pickLocale,
  prepareErrorMessages,
  rememberLanguageUser,
  saveLanguageChoice,
  setLocale,
  translate,
  useT,
} from '.';
import { formattingLocale } from './locales';

const messages = defineMessages({
  segments: { id: 'shell.nav.segments', defaultMessage: 'Segments' },
  count: { id: 'menus.palette.count', defaultMessage: '{count, plural, one {# result} other {# results}}' },
});

describe('choosing the language', () => {
  it('takes the first of the browser’s languages the console is written in', () => {
    expect(pickLocale(['de-AT', 'en'])).toBe('de');
    expect(pickLocale(['pt-BR', 'fr-CA', 'de'])).toBe('fr');
    expect(pickLocale(['pt-BR', 'nl'])).toBe('en');
    expect(pickLocale([])).toBe('en');
    expect(pickLocale(['en-XA'])).toBe('en-XA');
  });

  it('formats in the browser’s own variant of the chosen language', () => {
    expect(formattingLocale('en', ['en-GB', 'de'])).toBe('en-GB');
    expect(formattingLocale('de', ['en-US', 'de-CH'])).toBe('de-CH');
    expect(formattingLocale('de', ['en-US'])).toBe('de');
    expect(formattingLocale('en-XA', ['en-XA'])).toBe('en-XA');
  });

  it('remembers a choice per user in this browser, the browser’s languages deciding for the others', () => {
    saveLanguageChoice('usr_ada', 'ja');
    expect(languageFor('usr_ada', ['de-DE'])).toBe('ja');
    expect(languageFor('usr_grace', ['de-DE'])).toBe('de');
    // Before /me answers, the last user's choice is the guess.
    rememberLanguageUser('usr_ada');
    expect(bootLanguage(['fr'])).toBe('ja');
    saveLanguageChoice('usr_ada', null);
    expect(languageFor('usr_ada', ['de-DE'])).toBe('de');
  });
});

describe('switching the language', () => {
  it('changes the words, <html lang>, plurals and figures at once', async () => {
    await setLocale('de', ['de-DE']);
    expect(getLocale()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(translate(messages.segments)).toBe('Segmente');
    await setLocale('fr', ['fr-FR']);
    expect(translate(messages.count, { count: 0 })).toBe('0 résultat');
    expect(translate(messages.count, { count: 2 })).toBe('2 résultats');
    expect(formatInteger(1234567)).toBe('1\u202f234\u202f567');
    expect(formatList(['Ada', 'Grace', 'Linus'])).toBe('Ada, Grace et Linus');
    await setLocale('ja', ['ja-JP']);
    expect(translate(messages.count, { count: 3 })).toBe('3件の結果');
  });

  it('re-renders what is on screen in the new language, keeping what was typed', async () => {
    function Form() {
      const t = useT();
      const [name, setName] = useState('');
      return (
        <label>
          {t(messages.segments)}
          <input value={name} onChange={(event) => setName(event.target.value)} />
        </label>
      );
    }
    const user = userEvent.setup();
    render(<Form />);
    await user.type(screen.getByRole('textbox', { name: 'Segments' }), 'Draft');
    await act(() => setLocale('es', ['es-ES']));
    expect(screen.getByRole('textbox', { name: 'Segmentos' })).toHaveValue('Draft');
  });

  it('writes the pseudo-locale accented, longer and in brackets', async () => {
    await setLocale('en-XA', ['en-XA']);
    expect(translate(messages.segments)).toMatch(/^\[Šééĝɱééñţš ?·*\]$/);
    expect(translate(messages.count, { count: 2 })).toMatch(/^\[2 ŕééšûûļţš ?·*\]$/);
  });
});

describe('errors in the user’s language', () => {
  it('words a known code itself, with the field from the target, in the current language', async () => {
    await setLocale('de', ['de-DE']);
    await prepareErrorMessages();
    const error = new ApiError({
      status: 409,
      errorCode: 'segment_name_conflict',
      message: 'Name taken',
      target: 'name',
    });
    expect(describeApiError(error)).toEqual({
      title: 'Anfrage fehlgeschlagen',
      detail: 'Es gibt bereits ein Segment mit diesem Namen. Wählen Sie einen anderen Namen.',
      field: 'den Namen',
      serviceWords: null,
    });
    const invalid = new ApiError({ status: 400, errorCode: 'validation_error', message: 'bad', target: 'email' });
    expect(describeApiError(invalid).detail).toBe('Prüfen Sie die E-Mail-Adresse: Der Wert ist ungültig.');
  });

  it('shows the service’s words only for a code it does not know, marked as the service’s', async () => {
    await setLocale('fr', ['fr-FR']);
    await prepareErrorMessages();
    const error = new ApiError({ status: 409, errorCode: 'subdomain_taken', message: 'Subdomain is taken.' });
    expect(describeApiError(error)).toMatchObject({
      title: 'La requête a échoué',
      serviceWords: 'Subdomain is taken.',
      detail: 'Message du service\u00a0: «\u00a0Subdomain is taken.\u00a0»',
    });
  });
});

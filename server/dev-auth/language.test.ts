import { describe, expect, it } from 'vitest';
import { cookiesFrom, createTestServer, originOf } from '../test/harness';
import { DEV_AUTH_WORDS, pickLanguage } from './language';

describe('pickLanguage', () => {
  it('takes the first language of Accept-Language, by quality then order, that the pages are written in', () => {
    expect(pickLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de');
    expect(pickLanguage('pt-BR, ja;q=0.5, fr;q=0.7')).toBe('fr');
    expect(pickLanguage('es-419')).toBe('es');
    expect(pickLanguage('JA')).toBe('ja');
    expect(pickLanguage('fr;q=0, de;q=0.1')).toBe('de');
  });

  it('falls back to English for none of them, no header or a broken one', () => {
    expect(pickLanguage('pt-BR, nl')).toBe('en');
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage(';;,q=x')).toBe('en');
  });

  it('has every sentence in every language, with the placeholders the page fills', () => {
    for (const words of Object.values(DEV_AUTH_WORDS)) {
      expect(words.choose).toContain('{workspace}');
      expect(words.noWorkspace).toContain('{seed}');
      expect(Object.values(words).every((value) => value !== '')).toBe(true);
    }
  });
});

describe('the development sign-in pages', () => {
  const server = createTestServer({ seeds: ['demo'] });

  async function consentPage(acceptLanguage?: string) {
    const login = await server.request('/api/auth/login/dev?returnTo=%2Fsegments');
    const location = new URL(login.headers.get('location') ?? '', originOf('acme'));
    return server.request(`${location.pathname}${location.search}`, {
      cookie: cookiesFrom(login),
      headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
    });
  }

  it('speak the browser’s language: the consent page in German for a German browser', async () => {
    const response = await consentPage('de-DE,de;q=0.9,en;q=0.8');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-language')).toBe('de');
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Anmeldung für die Entwicklung</h1>');
    expect(html).toMatch(/Wählen Sie, als wer Sie sich bei <strong>[^<]+<\/strong> anmelden\./);
    expect(html).toMatch(/Ada Lovelace \(Inhaber\)/);
    expect(html).not.toContain('Choose who to sign in');
  });

  it('in Japanese for a Japanese browser, and in English for one the pages do not speak', async () => {
    const japanese = await (await consentPage('ja')).text();
    expect(japanese).toContain('<html lang="ja">');
    expect(japanese).toContain('開発用サインイン');
    expect(japanese).toMatch(/Ada Lovelace \(オーナー\)/);
    const other = await (await consentPage('nl-NL,nl')).text();
    expect(other).toContain('<html lang="en">');
    expect(other).toMatch(/Choose who to sign in to <strong>[^<]+<\/strong> as\./);
  });

  it('say an expired link has expired in the browser’s language', async () => {
    const response = await server.request('/dev-auth/authorize?state=nope', {
      headers: { 'Accept-Language': 'fr-CA' },
    });
    const html = await response.text();
    expect(response.status).toBe(400);
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Ce lien de connexion a expiré ou a déjà été utilisé.');
  });

  it('list the workspaces on localhost in the browser’s language', async () => {
    const response = await server.request('/', {
      workspace: '',
      headers: { Accept: 'text/html', 'Accept-Language': 'es-ES', Host: 'localhost:8080' },
    });
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Elige un espacio de trabajo</h1>');
  });
});

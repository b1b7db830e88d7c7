import type { Role } from '../../contract';

/**
 * The reference API's own pages (development sign-in, the workspace list on localhost) speak the
 * console's languages, chosen by the browser's Accept-Language as the console chooses by its
 * languages. The console's catalogues live in src/, which the server does not import: these few
 * sentences are kept here, in the same words.
 */
export const DEV_AUTH_LANGUAGES = ['en', 'de', 'fr', 'es', 'ja'] as const;
export type DevAuthLanguage = (typeof DEV_AUTH_LANGUAGES)[number];

/**
 * The first language of an Accept-Language header (by quality, then order) that the pages are
 * written in: `de-CH;q=0.9, en;q=0.8` is German. English when none is, or the header is missing.
 */
export function pickLanguage(acceptLanguage: string | undefined | null): DevAuthLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0]!, quality: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.base && entry.quality > 0 && !Number.isNaN(entry.quality))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { base } of ranked) {
    if ((DEV_AUTH_LANGUAGES as readonly string[]).includes(base)) return base as DevAuthLanguage;
  }
  return 'en';
}

export interface DevAuthWords {
  title: string;
  /** `{workspace}` is the workspace's name, which the page writes in bold. */
  choose: string;
  expired: string;
  startAgain: string;
  roles: Record<Role, string>;
  chooseWorkspace: string;
  workspacesIntro: string;
  /** `{seed}` is `SEED=demo`, written as code. */
  noWorkspace: string;
}

export const DEV_AUTH_WORDS: Record<DevAuthLanguage, DevAuthWords> = {
  en: {
    title: 'Development sign-in',
    choose:
      'Choose who to sign in to {workspace} as. This page stands in for a real identity provider on local and test servers; it asks for no password.',
    expired: 'This sign-in link has expired or was already used.',
    startAgain: 'Start signing in again',
    roles: { owner: 'Owner', admin: 'Admin', hr_editor: 'HR editor', finance_viewer: 'Finance viewer' },
    chooseWorkspace: 'Choose a workspace',
    workspacesIntro: "The console is served on each workspace's own address. Open one of these:",
    noWorkspace: 'This server has no workspace yet. Start it with {seed} to create the demo workspaces.',
  },
  de: {
    title: 'Anmeldung für die Entwicklung',
    choose:
      'Wählen Sie, als wer Sie sich bei {workspace} anmelden. Diese Seite vertritt auf lokalen und Testservern einen echten Identitätsanbieter; sie fragt nach keinem Passwort.',
    expired: 'Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet.',
    startAgain: 'Anmeldung neu beginnen',
    roles: {
      owner: 'Inhaber',
      admin: 'Administrator',
      hr_editor: 'HR-Bearbeitung',
      finance_viewer: 'Finanzen (nur Lesen)',
    },
    chooseWorkspace: 'Workspace wählen',
    workspacesIntro: 'Die Konsole ist unter der eigenen Adresse jedes Workspace erreichbar. Öffnen Sie eine davon:',
    noWorkspace:
      'Dieser Server hat noch keinen Workspace. Starten Sie ihn mit {seed}, um die Demo-Workspaces anzulegen.',
  },
  fr: {
    title: 'Connexion de développement',
    choose:
      'Choisissez sous quelle identité vous connecter à {workspace}. Cette page remplace un vrai fournisseur d’identité sur les serveurs locaux et de test\u202f; elle ne demande aucun mot de passe.',
    expired: 'Ce lien de connexion a expiré ou a déjà été utilisé.',
    startAgain: 'Recommencer la connexion',
    roles: {
      owner: 'Propriétaire',
      admin: 'Administrateur',
      hr_editor: 'Gestionnaire RH',
      finance_viewer: 'Lecteur finances',
    },
    chooseWorkspace: 'Choisir un espace de travail',
    workspacesIntro:
      'La console est servie à l’adresse propre de chaque espace de travail. Ouvrez l’une de celles-ci\u00a0:',
    noWorkspace:
      'Ce serveur n’a encore aucun espace de travail. Démarrez-le avec {seed} pour créer les espaces de démonstration.',
  },
  es: {
    title: 'Inicio de sesión de desarrollo',
    choose:
      'Elige con qué usuario iniciar sesión en {workspace}. Esta página sustituye a un proveedor de identidad real en servidores locales y de prueba; no pide contraseña.',
    expired: 'Este enlace de inicio de sesión ha caducado o ya se usó.',
    startAgain: 'Volver a iniciar sesión',
    roles: {
      owner: 'Propietario',
      admin: 'Administrador',
      hr_editor: 'Editor de RR. HH.',
      finance_viewer: 'Lector de finanzas',
    },
    chooseWorkspace: 'Elige un espacio de trabajo',
    workspacesIntro: 'La consola se sirve en la dirección propia de cada espacio de trabajo. Abre una de estas:',
    noWorkspace:
      'Este servidor aún no tiene espacios de trabajo. Inícialo con {seed} para crear los espacios de trabajo de demostración.',
  },
  ja: {
    title: '開発用サインイン',
    choose:
      '{workspace}にサインインするユーザーを選んでください。このページはローカルサーバーとテストサーバーで実際のIDプロバイダーの代わりを務めるもので、パスワードは求めません。',
    expired: 'このサインインリンクは有効期限が切れているか、すでに使用されています。',
    startAgain: 'サインインをやり直す',
    roles: { owner: 'オーナー', admin: '管理者', hr_editor: '人事編集者', finance_viewer: '財務閲覧者' },
    chooseWorkspace: 'ワークスペースを選択',
    workspacesIntro: 'コンソールは各ワークスペース専用のアドレスで提供されています。次のいずれかを開いてください。',
    noWorkspace:
      'このサーバーにはまだワークスペースがありません。{seed} を指定して起動すると、デモ用ワークスペースが作成されます。',
  },
};

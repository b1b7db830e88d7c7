import {
  Menu,
  MenuButton,
  MenuGroup,
  MenuGroupLabel,
  MenuItem,
  MenuItemRadio,
  MenuProvider,
  MenuSeparator,
} from '@ariakit/react';
import { useState } from 'react';
import { useOpenedMenu } from '../components/use-opened-menu';
import { useNavigate } from 'react-router';
import type { Role, Session } from '../../contract';
import { useSignOut } from '../features/auth';
import {
  defineMessages,
  languageFor,
  LOCALE_NAMES,
  LOCALES,
  pickLocale,
  browserLanguages,
  readLanguageChoice,
  saveLanguageChoice,
  setLocale,
  useT,
  type Locale,
  type MessageDescriptor,
} from '../lib/i18n';
import { notifyError } from '../lib/notify';
import { signInPath } from '../lib/return-to';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '../lib/theme';
import styles from './Layout.module.css';
import { layoutMessages } from './Layout';
import { UserButtonFace } from './UserButtonFace';

const messages = defineMessages({
  appearance: { id: 'menus.userMenu.appearance', defaultMessage: 'Appearance' },
  systemTheme: { id: 'menus.userMenu.systemTheme', defaultMessage: 'System theme' },
  lightTheme: { id: 'menus.userMenu.lightTheme', defaultMessage: 'Light theme' },
  darkTheme: { id: 'menus.userMenu.darkTheme', defaultMessage: 'Dark theme' },
  language: { id: 'menus.userMenu.language', defaultMessage: 'Language' },
  browserLanguage: {
    id: 'menus.userMenu.browserLanguage',
    defaultMessage: 'As the browser: {language}',
    description: 'Language menu: follow the browser’s language, named in its own words',
  },
  signOut: { id: 'menus.userMenu.signOut', defaultMessage: 'Sign out' },
  signOutFailed: { id: 'menus.userMenu.signOutFailed', defaultMessage: 'Could not sign out' },
  owner: { id: 'menus.role.owner', defaultMessage: 'Owner' },
  admin: { id: 'menus.role.admin', defaultMessage: 'Admin' },
  hrEditor: { id: 'menus.role.hrEditor', defaultMessage: 'HR editor' },
  financeViewer: { id: 'menus.role.financeViewer', defaultMessage: 'Finance viewer' },
});

const THEMES: { value: ThemeChoice; label: MessageDescriptor }[] = [
  { value: 'system', label: messages.systemTheme },
  { value: 'light', label: messages.lightTheme },
  { value: 'dark', label: messages.darkTheme },
];

const ROLES: Record<Role, MessageDescriptor> = {
  owner: messages.owner,
  admin: messages.admin,
  hr_editor: messages.hrEditor,
  finance_viewer: messages.financeViewer,
};

/** The language menu's value for following the browser. */
const BROWSER = 'browser';

/** The account menu, rendered open: it loads when the user first reaches for it (see OnDemand). */
export default function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [theme, setTheme] = useState<ThemeChoice>(readThemeChoice);
  const menu = useOpenedMenu();
  const t = useT('menus');
  const userId = session.user.id;
  const [language, setLanguage] = useState<Locale | typeof BROWSER>(() => readLanguageChoice(userId) ?? BROWSER);

  const chooseLanguage = (choice: Locale | typeof BROWSER) => {
    saveLanguageChoice(userId, choice === BROWSER ? null : choice);
    setLanguage(choice);
    void setLocale(languageFor(userId));
  };

  const onSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(signInPath('/', 'signed_out'), { replace: true }),
      onError: (error) => notifyError(t(messages.signOutFailed), error.message),
    });
  };

  return (
    <MenuProvider store={menu}>
      <MenuButton
        className={`btn btn-ghost ${styles.userButton}`}
        aria-label={t(layoutMessages.account, { name: session.user.name })}
      >
        <UserButtonFace name={session.user.name} />
      </MenuButton>
      <Menu gutter={6} className={styles.menu}>
        <div className={styles.menuHeader}>
          <strong>{session.user.name}</strong>
          <span className="muted">{session.user.email}</span>
          <span className="badge badge-accent">{t(ROLES[session.role])}</span>
        </div>
        <MenuSeparator className={styles.menuSeparator} />
        <MenuGroup>
          <MenuGroupLabel className={styles.menuLabel}>{t(messages.appearance)}</MenuGroupLabel>
          {THEMES.map((option) => (
            <MenuItemRadio
              key={option.value}
              name="theme"
              value={option.value}
              checked={theme === option.value}
              onChange={() => {
                saveThemeChoice(option.value);
                setTheme(option.value);
              }}
              className={styles.menuItem}
            >
              <span aria-hidden="true" className={styles.check}>
                {theme === option.value ? '✓' : ''}
              </span>
              {t(option.label)}
            </MenuItemRadio>
          ))}
        </MenuGroup>
        <MenuSeparator className={styles.menuSeparator} />
        <MenuGroup>
          <MenuGroupLabel className={styles.menuLabel}>{t(messages.language)}</MenuGroupLabel>
          {([BROWSER, ...LOCALES] as const).map((option) => (
            <MenuItemRadio
              key={option}
              name="language"
              value={option}
              checked={language === option}
              onChange={() => chooseLanguage(option)}
              className={styles.menuItem}
              lang={option === BROWSER ? undefined : option}
            >
              <span aria-hidden="true" className={styles.check}>
                {language === option ? '✓' : ''}
              </span>
              {option === BROWSER
                ? t(messages.browserLanguage, { language: LOCALE_NAMES[pickLocale(browserLanguages())] })
                : LOCALE_NAMES[option]}
            </MenuItemRadio>
          ))}
        </MenuGroup>
        <MenuSeparator className={styles.menuSeparator} />
        <MenuItem className={styles.menuItem} onClick={onSignOut} disabled={signOut.isPending}>
          {t(messages.signOut)}
        </MenuItem>
      </Menu>
    </MenuProvider>
  );
}

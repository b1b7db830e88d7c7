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
import { roleLabels, type Session } from '../../contract';
import { useSignOut } from '../features/auth';
import { notifyError } from '../lib/notify';
import { signInPath } from '../lib/return-to';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '../lib/theme';
import styles from './Layout.module.css';
import { UserButtonFace } from './UserButtonFace';

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System theme' },
  { value: 'light', label: 'Light theme' },
  { value: 'dark', label: 'Dark theme' },
];

/** The account menu, rendered open: it loads when the user first reaches for it (see OnDemand). */
export default function UserMenu({ session }: { session: Session }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [theme, setTheme] = useState<ThemeChoice>(readThemeChoice);
  const menu = useOpenedMenu();

  const onSignOut = () => {
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(signInPath('/', 'signed_out'), { replace: true }),
      onError: (error) => notifyError('Could not sign out', error.message),
    });
  };

  return (
    <MenuProvider store={menu}>
      <MenuButton className={`btn btn-ghost ${styles.userButton}`} aria-label={`Account: ${session.user.name}`}>
        <UserButtonFace name={session.user.name} />
      </MenuButton>
      <Menu gutter={6} className={styles.menu}>
        <div className={styles.menuHeader}>
          <strong>{session.user.name}</strong>
          <span className="muted">{session.user.email}</span>
          <span className="badge badge-accent">{roleLabels[session.role]}</span>
        </div>
        <MenuSeparator className={styles.menuSeparator} />
        <MenuGroup>
          <MenuGroupLabel className={styles.menuLabel}>Appearance</MenuGroupLabel>
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
              {option.label}
            </MenuItemRadio>
          ))}
        </MenuGroup>
        <MenuSeparator className={styles.menuSeparator} />
        <MenuItem className={styles.menuItem} onClick={onSignOut} disabled={signOut.isPending}>
          Sign out
        </MenuItem>
      </Menu>
    </MenuProvider>
  );
}

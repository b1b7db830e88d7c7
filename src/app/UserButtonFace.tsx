import styles from './Layout.module.css';

/** The account button's content: initials in a circle and the name (hidden on phones). */
export function UserButtonFace({ name }: { name: string }) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {initials}
      </span>
      <span className={styles.userName}>{name}</span>
    </>
  );
}

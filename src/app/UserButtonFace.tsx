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
      {/* The initials are a picture of the person, not the button's label: drawn by CSS. */}
      <span className={styles.avatar} data-initials={initials} aria-hidden="true" />
      <span className={styles.userName}>{name}</span>
    </>
  );
}

import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { useState } from 'react';
import { useOpenedMenu } from '../../../components/use-opened-menu';
import { Link } from 'react-router';
import type { SegmentSummary } from '../../../../contract';
import { DeleteSegmentDialog } from './DeleteSegmentButton';
import { MoreIcon } from './MoreIcon';
import styles from './SegmentListPage.module.css';

/** A row's menu, rendered open (it loads on first use): open the segment, or delete it after a confirmation. */
export function SegmentRowActions({
  segment,
  canWrite,
  onDeleted,
}: {
  segment: SegmentSummary;
  canWrite: boolean;
  onDeleted: (name: string) => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const menu = useOpenedMenu();
  return (
    <>
      <MenuProvider store={menu}>
        <MenuButton
          className={`btn btn-ghost btn-icon ${styles.rowMenuButton}`}
          aria-label={`Actions for ${segment.name}`}
        >
          <MoreIcon />
        </MenuButton>
        <Menu gutter={4} className={styles.rowMenu}>
          <MenuItem className={styles.rowMenuItem} render={<Link to={`/segments/${segment.id}`} />}>
            {canWrite ? 'Open and edit' : 'Open'}
          </MenuItem>
          {canWrite ? (
            <MenuItem className={`${styles.rowMenuItem} ${styles.rowMenuDanger}`} onClick={() => setDeleting(true)}>
              Delete…
            </MenuItem>
          ) : null}
        </Menu>
      </MenuProvider>
      {deleting ? (
        <DeleteSegmentDialog
          segmentId={segment.id}
          name={segment.name}
          etag={null}
          open
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            onDeleted(segment.name);
          }}
        />
      ) : null}
    </>
  );
}

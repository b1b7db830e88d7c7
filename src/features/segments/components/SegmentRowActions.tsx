import { Menu, MenuButton, MenuItem, MenuProvider } from '@ariakit/react';
import { useState } from 'react';
import { useOpenedMenu } from '../../../components/use-opened-menu';
import { Link } from 'react-router';
import type { SegmentSummary } from '../../../../contract';
import { DeleteSegmentDialog } from './DeleteSegmentButton';
import { MoreIcon } from './MoreIcon';
import { defineMessages, useT } from '../../../lib/i18n';
import styles from './SegmentListPage.module.css';

const messages = defineMessages({
  actions: { id: 'segments.rowMenu.actions', defaultMessage: 'Actions for {name}' },
  openAndEdit: { id: 'segments.rowMenu.openAndEdit', defaultMessage: 'Open and edit' },
  open: { id: 'segments.rowMenu.open', defaultMessage: 'Open' },
  delete: { id: 'segments.rowMenu.delete', defaultMessage: 'Delete…' },
});

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
  const t = useT('segments');
  const [deleting, setDeleting] = useState(false);
  const menu = useOpenedMenu();
  return (
    <>
      <MenuProvider store={menu}>
        <MenuButton
          className={`btn btn-ghost btn-icon ${styles.rowMenuButton}`}
          aria-label={t(messages.actions, { name: segment.name })}
        >
          <MoreIcon />
        </MenuButton>
        <Menu gutter={4} className={styles.rowMenu}>
          <MenuItem className={styles.rowMenuItem} render={<Link to={`/segments/${segment.id}`} />}>
            {t(canWrite ? messages.openAndEdit : messages.open)}
          </MenuItem>
          {canWrite ? (
            <MenuItem className={`${styles.rowMenuItem} ${styles.rowMenuDanger}`} onClick={() => setDeleting(true)}>
              {t(messages.delete)}
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

import styled from '@emotion/styled';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ActionButton, IconButton } from '@/components/Button';
import { downloadText } from '@/utils/downloadText';
import {
  backupNoticeDismissed,
  noticesDismissed,
  selectAlbumNotices,
  selectBackupKey,
  selectNewerFormat,
} from '../albumsSlice';
import { storedBackupText } from '../albumOperations';
import { BACKUP_MADE, LABELS, NEWER_FORMAT, STORAGE_LABELS, albumNotice, backupFileName } from '../messages';
import { alertPanelStyles } from './alertPanel.styles';
import { AlertIcon, CloseIcon } from './galleryIcons';

const Panel = styled.div`
  ${alertPanelStyles}
  flex-wrap: wrap;
  padding: 12px 12px 12px 16px;
  > p,
  > ul {
    flex: 1 1 240px;
    margin: 0;
  }
  > ul {
    padding-left: 18px;
  }
`;

/** What the gallery tells about stored albums (ARCHITECTURE, "Storage rules"). The live regions are always there, so
 *  each change is announced without taking focus. */
export function StoredAlbumsNotices() {
  const dispatch = useAppDispatch();
  const newerFormat = useAppSelector(selectNewerFormat);
  const backupKey = useAppSelector(selectBackupKey);
  const notices = useAppSelector(selectAlbumNotices);

  const downloadBackup = () => {
    if (!backupKey) return;
    const text = dispatch(storedBackupText(backupKey));
    if (text !== null) downloadText(backupFileName(backupKey), text, 'application/json');
  };

  return (
    <>
      <div role="alert">
        {newerFormat && (
          <Panel>
            <AlertIcon />
            <p>{NEWER_FORMAT}</p>
            <ActionButton type="button" onClick={() => window.location.reload()}>
              {STORAGE_LABELS.reload}
            </ActionButton>
          </Panel>
        )}
      </div>
      <div role="status">
        {backupKey && (
          <Panel>
            <AlertIcon />
            <p>{BACKUP_MADE}</p>
            <ActionButton type="button" onClick={downloadBackup}>
              {STORAGE_LABELS.downloadBackup}
            </ActionButton>
            <IconButton type="button" aria-label={LABELS.dismiss} onClick={() => dispatch(backupNoticeDismissed())}>
              <CloseIcon />
            </IconButton>
          </Panel>
        )}
      </div>
      <div role="status">
        {notices.length > 0 && (
          <Panel>
            <AlertIcon />
            <ul>
              {notices.map((notice, index) => (
                <li key={index}>{albumNotice(notice)}</li>
              ))}
            </ul>
            <IconButton type="button" aria-label={STORAGE_LABELS.dismissNotices} onClick={() => dispatch(noticesDismissed())}>
              <CloseIcon />
            </IconButton>
          </Panel>
        )}
      </div>
    </>
  );
}

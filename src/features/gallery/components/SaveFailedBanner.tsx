import styled from '@emotion/styled';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { saveFailedDismissed, selectSaveFailed, selectStorageUnavailable } from '../albumsSlice';
import { LABELS, SAVE_FAILED } from '../messages';
import { IconButton } from '@/components/Button';
import { alertPanelStyles } from './alertPanel.styles';
import { AlertIcon, CloseIcon } from './galleryIcons';

const Banner = styled.div`
  ${alertPanelStyles}
  padding: 12px 12px 12px 16px;
  p {
    flex: 1;
    margin: 0;
  }
`;

/**
 * When the browser refuses to store the albums (quota) the visitor is told that the album was not saved; it stays in
 * memory in this tab and the last stored albums stay intact. While storage cannot be used at all, StorageNotice
 * already says so, and this banner stays out of the way.
 */
export function SaveFailedBanner() {
  const dispatch = useAppDispatch();
  const saveFailed = useAppSelector(selectSaveFailed);
  const unavailable = useAppSelector(selectStorageUnavailable);
  const failed = saveFailed && !unavailable;
  return (
    <div role="alert">
      {failed && (
        <Banner>
          <AlertIcon />
          <p>{SAVE_FAILED}</p>
          <IconButton type="button" aria-label={LABELS.dismiss} onClick={() => dispatch(saveFailedDismissed())}>
            <CloseIcon />
          </IconButton>
        </Banner>
      )}
    </div>
  );
}

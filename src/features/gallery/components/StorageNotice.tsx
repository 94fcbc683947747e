import styled from '@emotion/styled';
import { useAppSelector } from '@/app/hooks';
import { selectStorageUnavailable } from '../albumsSlice';
import { STORAGE_UNAVAILABLE } from '../messages';
import { alertPanelStyles } from './alertPanel.styles';
import { AlertIcon } from './galleryIcons';

const Notice = styled.p`
  ${alertPanelStyles}
  margin: 0;
  padding: 12px 16px;
`;

/**
 * While storage cannot be used at all, a persistent, polite notice that albums will be lost when the tab closes
 * (messages.STORAGE_UNAVAILABLE). The live region is always there, so a change is announced without taking focus.
 */
export function StorageNotice() {
  const unavailable = useAppSelector(selectStorageUnavailable);
  return (
    <div role="status" data-testid="storage-notice">
      {unavailable && (
        <Notice>
          <AlertIcon />
          <span>{STORAGE_UNAVAILABLE}</span>
        </Notice>
      )}
    </div>
  );
}

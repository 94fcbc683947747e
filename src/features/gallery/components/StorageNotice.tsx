import styled from '@emotion/styled';
import { useAppSelector } from '@/app/hooks';
import { selectStorageUnavailable } from '../albumsSlice';
import { STORAGE_UNAVAILABLE } from '../messages';
import { AlertIcon } from './galleryIcons';

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.danger};
  }
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

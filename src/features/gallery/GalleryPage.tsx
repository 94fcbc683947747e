import styled from '@emotion/styled';
import { useLayoutEffect, useRef } from 'react';
import { useAppSelector, useAppStore } from '@/app/hooks';
import { PageHeading } from '@/components/PageHeading';
import { connectAlbums } from './albumsListeners';
import { selectAlbumsLoaded } from './albumsSlice';
import { AlbumEditor } from './components/AlbumEditor';
import { AlbumGrid } from './components/AlbumGrid';
import { AlbumViewer } from './components/AlbumViewer';
import { BackupControls } from './components/BackupControls';
import { MainViewer } from './components/MainViewer';
import { SaveFailedBanner } from './components/SaveFailedBanner';
import { StorageNotice } from './components/StorageNotice';
import { StoredAlbumsNotices } from './components/StoredAlbumsNotices';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 28px;
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  > div[role='alert']:empty,
  > div[role='status']:empty {
    display: none;
  }
`;

const Heading = styled(PageHeading)`
  margin-bottom: 0;
`;

/**
 * Spec §2 "Gallery screen", five parts: the main album's carousel, the grid of albums with '+', the album editor,
 * the full-screen album viewer and (inside the editor) the full-screen single-image viewer. Below the grid, the
 * backup of every album to a file and back (BackupControls).
 */
export function GalleryPage() {
  // When the editor closes and its opener is gone (a deleted album's button), focus goes to '+'.
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const store = useAppStore();
  // The stored albums are read on the gallery's first mount, before its first paint: until then the page is its
  // heading, as its loading state (app/PageLoading.tsx) and the prerendered first paint are.
  useLayoutEffect(() => void connectAlbums(store), [store]);
  const loaded = useAppSelector(selectAlbumsLoaded);
  return (
    <Page>
      <Heading>Galeria</Heading>
      {loaded && (
        <>
          <StorageNotice />
          <SaveFailedBanner />
          <StoredAlbumsNotices />
          <MainViewer />
          <AlbumGrid addButtonRef={addButtonRef} />
          <BackupControls />
          <AlbumEditor fallbackFocus={() => addButtonRef.current} />
          <AlbumViewer />
        </>
      )}
    </Page>
  );
}

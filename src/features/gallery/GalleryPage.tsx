import styled from '@emotion/styled';
import { useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeading } from '@/components/PageHeading';
import { connectAlbums } from './albumsListeners';
import { albumsSlice, selectAlbumsLoaded } from './albumsSlice';
import { carouselSlice } from './carouselSlice';
import { AlbumEditor } from './components/AlbumEditor';
import { AlbumGrid } from './components/AlbumGrid';
import { AlbumViewer } from './components/AlbumViewer';
import { BackupControls } from './components/BackupControls';
import { MainViewer } from './components/MainViewer';
import { SaveFailedBanner } from './components/SaveFailedBanner';
import { StorageNotice } from './components/StorageNotice';
import { StoredAlbumsNotices } from './components/StoredAlbumsNotices';
import { editorSlice } from './editorSlice';

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

/** The gallery's lazy slices: the app's page loader injects them into the root reducer before the page renders. */
export const pageSlices = [albumsSlice, editorSlice, carouselSlice];

/** Spec §2 "Gallery screen", its five parts, and below the grid the albums' backup. */
export function GalleryPage() {
  // When the editor closes and its opener is gone (a deleted album's button), focus goes to '+'.
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const dispatch = useAppDispatch();
  // DECISIONS, **The albums are read on the gallery's first mount, not at start-up**.
  useLayoutEffect(() => void dispatch(connectAlbums()), [dispatch]);
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

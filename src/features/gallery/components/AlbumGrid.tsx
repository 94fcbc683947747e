import styled from '@emotion/styled';
import type { Ref } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectAlbums } from '../albumsSlice';
import { albumOpened, newAlbumStarted } from '../editorSlice';
import { LABELS, imageCount } from '../messages';
import { GalleryImage } from './GalleryImage';
import { ImagesIcon, PlusIcon, StarIcon } from './galleryIcons';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(168px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (max-width: 480px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 12px;
  }
`;

/** The whole card answers the click: the album button's ::after covers it (the button's name stays the title). */
const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: ${({ theme }) => theme.colors.surface};
  transition:
    border-color 0.15s ease,
    transform 0.15s ease,
    box-shadow 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadow};
    transform: translateY(-2px);
  }
  &[data-main='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  /* Browsers without :has() drop this rule; there the album button keeps its own focus outline. */
  /* stylelint-disable-next-line plugin/no-unsupported-browser-features -- the fallback is OpenButton's outline */
  &:has(button:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Cover = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  align-items: center;
  justify-content: center;
  > svg {
    width: 36px;
    height: 36px;
    opacity: 0.7;
  }
`;

const Badge = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px 2px 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.highlight};
  color: ${({ theme }) => theme.colors.highlightText};
  font-size: 0.75rem;
  font-weight: 700;
  svg {
    width: 14px;
    height: 14px;
    fill: currentColor;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: 10px 12px 12px;
`;

const OpenButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  font-weight: 700;
  text-align: left;
  overflow-wrap: anywhere;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  /* The card draws the focus ring where :has() works; elsewhere (Firefox 115–120) the button's own outline stays. */
  @supports selector(:has(*)) {
    &:focus-visible {
      outline: none;
    }
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const AddButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  height: 100%;
  min-height: 168px;
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: calc(${({ theme }) => theme.radius} * 1.5);
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  cursor: pointer;
  transition:
    border-color 0.15s ease,
    color 0.15s ease,
    background-color 0.15s ease;
  span[data-plus] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accent};
  }
  svg {
    width: 28px;
    height: 28px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Spec §2 part 2: one button per album, and '+' (`addButtonRef` lets the page send focus to it). */
export function AlbumGrid({ addButtonRef }: { addButtonRef?: Ref<HTMLButtonElement> }) {
  const dispatch = useAppDispatch();
  const albums = useAppSelector(selectAlbums);
  return (
    <Section aria-labelledby="gallery-albums-heading">
      <Heading id="gallery-albums-heading">{LABELS.albumsHeading}</Heading>
      {albums.length === 0 && <Empty>{LABELS.noAlbumsYet}</Empty>}
      <Grid>
        {albums.map((album) => (
          <Card key={album.id} data-main={album.isMain}>
            <Cover>
              {album.images[0] ? <GalleryImage src={album.images[0]} alt="" /> : <ImagesIcon />}
              {album.isMain && (
                <Badge>
                  <StarIcon />
                  {LABELS.mainBadge}
                </Badge>
              )}
            </Cover>
            <Body>
              <OpenButton type="button" data-album-id={album.id} onClick={() => dispatch(albumOpened(album))}>
                {album.title}
              </OpenButton>
              <Meta>{imageCount(album.images.length)}</Meta>
            </Body>
          </Card>
        ))}
        <li>
          <AddButton
            ref={addButtonRef}
            type="button"
            aria-label={LABELS.newAlbum}
            data-new-album
            onClick={() => dispatch(newAlbumStarted())}>
            <span data-plus aria-hidden="true">
              <PlusIcon />
            </span>
            <span aria-hidden="true">{LABELS.newAlbumShort}</span>
          </AddButton>
        </li>
      </Grid>
    </Section>
  );
}

import styled from '@emotion/styled';
import { useAppDispatch } from '@/app/hooks';
import { ActionButton } from '@/components/Button';
import { visuallyHidden } from '@/components/VisuallyHidden';
import { nextIndex, prevIndex } from '../carouselRules';
import { imageCollapsed, imageExpanded, type AlbumDraft } from '../editorSlice';
import { LABELS, UNTITLED, imageAlt } from '../messages';
import { deleteExpandedImage } from '../editorThunks';
import { FullScreenViewer } from './FullScreenViewer';
import { TrashIcon } from './galleryIcons';

const DeleteButton = styled(ActionButton)`
  flex: none;
  &[data-variant='danger'] {
    border-color: rgba(255, 138, 128, 0.9);
    color: #ffb4ab;
    background: rgba(12, 14, 18, 0.62);
  }
  /* On a phone only the icon shows; the text stays as the button's name. */
  @media (max-width: 480px) {
    width: 44px;
    padding: 0;
    span {
      ${visuallyHidden}
    }
  }
`;

interface ImageViewerProps {
  draft: AlbumDraft;
  index: number;
  /** Where focus goes if the image that opened the viewer is deleted. */
  fallbackFocus: () => HTMLElement | null | undefined;
}

/**
 * Spec §2 part 5, §4 "Expanded image": one image of the album being edited, with a close button and 'Excluir',
 * which asks 'Tem certeza que deseja excluir esta imagem?' and removes it (the editor then shows changes).
 */
export function ImageViewer({ draft, index, fallbackFocus }: ImageViewerProps) {
  const dispatch = useAppDispatch();
  const count = draft.images.length;
  const show = (i: number) => dispatch(imageExpanded(i));
  return (
    <FullScreenViewer
      title={LABELS.expandedImage}
      index={index}
      count={count}
      src={draft.images[index] ?? ''}
      alt={imageAlt(draft.title.trim() || UNTITLED, index + 1, count)}
      closeLabel={LABELS.closeImage}
      onClose={() => dispatch(imageCollapsed())}
      onPrevious={() => show(prevIndex(index, count))}
      onNext={() => show(nextIndex(index, count))}
      fallbackFocus={fallbackFocus}
      actions={
        <DeleteButton type="button" data-variant="danger" onClick={() => void dispatch(deleteExpandedImage(index))}>
          <TrashIcon />
          <span>{LABELS.deleteImage}</span>
        </DeleteButton>
      }
    />
  );
}

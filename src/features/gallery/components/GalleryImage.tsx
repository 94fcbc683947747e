import styled from '@emotion/styled';
import { useState } from 'react';
import { displayImageSrc } from '../albumRules';
import { IMAGE_UNAVAILABLE } from '../messages';
import { BrokenImageIcon } from './galleryIcons';

const Img = styled.img`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
  &[data-fit='contain'] {
    object-fit: contain;
  }
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  height: 100%;
  min-height: 64px;
  padding: 8px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  text-align: center;
  svg {
    width: 28px;
    height: 28px;
  }
`;

interface GalleryImageProps {
  src: string;
  /** spec-style alt text (`<título> – imagem i de n`); empty when a surrounding control already names it. */
  alt: string;
  fit?: 'cover' | 'contain';
  className?: string;
}

/**
 * An album image. One that fails to load (a dead URL) shows 'Imagem indisponível' instead of the browser's
 * broken-image icon, and keeps its alt text for screen readers. Images of other sites are requested without a
 * referrer (they need not learn which page shows them) and a stored `http:` URL as `https:` (displayImageSrc).
 */
export function GalleryImage({ src, alt, fit = 'cover', className }: GalleryImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) {
    return (
      <Placeholder
        className={className}
        data-unavailable="true"
        {...(alt ? { role: 'img', 'aria-label': `${alt}: ${IMAGE_UNAVAILABLE}` } : { 'aria-hidden': true })}
      >
        <BrokenImageIcon />
        <span aria-hidden="true">{IMAGE_UNAVAILABLE}</span>
      </Placeholder>
    );
  }
  return (
    <Img
      className={className}
      src={displayImageSrc(src)}
      alt={alt}
      data-fit={fit}
      draggable={false}
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  );
}

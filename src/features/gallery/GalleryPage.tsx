import { PageHeading } from '@/components/PageHeading';

/** Spec §2: the gallery screen. */
export function GalleryPage() {
  return <PageHeading>Galeria</PageHeading>;
}

import { PageHeading } from '@/components/PageHeading';

/** Spec §2: the user table screen (routes `/` and `/pages/filter`). */
export function TablePage() {
  return <PageHeading>Ordenação e Filtro</PageHeading>;
}

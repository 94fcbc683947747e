import { PageHeading } from '@/components/PageHeading';

/** Spec §2: the clock page. */
export function ClockPage() {
  return <PageHeading>Hora Atual</PageHeading>;
}

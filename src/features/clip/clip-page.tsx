import { ClipForm } from './clip-form';

export function ClipPage() {
  return <ClipForm />;
}

import { GptLookupForm } from './gpt-lookup-form';

export function GptsPage() {
  return <GptLookupForm />;
}

/** The kind view is declared beside the module shape (`jobs/kind-view.ts`): a feature's part carries one. */
export type { KindView } from '@/jobs/kind-view';

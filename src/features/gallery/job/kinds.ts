import { createContext, useContext } from 'react';
import type { KindView } from './kind-view';

/**
 * Every generator's kind view, provided once where the library or a generator's page starts
 * (`KindsProvider`; the app builds the map from its registry), so no component threads it
 * through its props.
 */
export const KindsContext = createContext<Readonly<Record<string, KindView>> | null>(null);

/** Every kind view, in the registry's order. */
export function useKinds(): Readonly<Record<string, KindView>> {
  const kinds = useContext(KindsContext);
  // A surface drawn outside the provider would name every job by its bare kind: a wiring mistake.
  if (kinds === null) throw new Error('useKinds: no KindsProvider above this component');
  return kinds;
}

/** One job's kind view; a generator the studio no longer has is named by its kind. */
export function useKindView(kind: string): KindView {
  return useKinds()[kind] ?? { label: kind };
}

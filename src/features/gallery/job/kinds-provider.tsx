import type { ReactNode } from 'react';
import type { KindView } from './kind-view';
import { KindsContext } from './kinds';

/** Provides every generator's kind view to the library or a generator page below it (`useKinds`). */
export function KindsProvider({
  kinds,
  children,
}: {
  kinds: Readonly<Record<string, KindView>>;
  children: ReactNode;
}) {
  return <KindsContext.Provider value={kinds}>{children}</KindsContext.Provider>;
}

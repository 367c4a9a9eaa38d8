import { useEffect, useState } from 'react';
import { useStartUpSettled } from '@/lib/idle';
import type * as RegistryModule from './registry';

type Registry = typeof RegistryModule;

let loaded: Registry | null = null;
let loading: Promise<Registry> | null = null;

/**
 * Every generator's module (`registry.ts`), a chunk of its own fetched once (decision 061): by the
 * studio's working parts, and by a page that offers what every generator takes (the image inputs
 * behind a card's "Use this frame").
 */
export function loadRegistry(): Promise<Registry> {
  loading ??= import('./registry').then((registry) => (loaded = registry));
  return loading;
}

/**
 * The registry once it is here, null before: fetched at the page's first idle moment, so what the
 * page opened for is drawn and usable first.
 */
export function useRegistry(): Registry | null {
  const settled = useStartUpSettled();
  const [registry, setRegistry] = useState(loaded);
  useEffect(() => {
    if (registry !== null || !settled) return;
    let live = true;
    void loadRegistry().then((found) => {
      if (live) setRegistry(found);
    });
    return () => {
      live = false;
    };
  }, [registry, settled]);
  return registry;
}

import type { DemoDeclaration } from './demo/routes';

type DeclarationsLoader = () => Promise<readonly DemoDeclaration[]>;

let provide: ((load: DeclarationsLoader) => void) | undefined;
const provided = new Promise<DeclarationsLoader>((resolve) => {
  provide = resolve;
});

/**
 * The app hands the in-page demo the generators' declarations (`app/demo-routes.ts`): the gateway
 * cannot look into the features itself. A loader, so that they load with the demo, on its first
 * request, and never for a studio pointed at a real gateway. The first one given counts.
 */
export function provideDemoDeclarations(load: DeclarationsLoader): void {
  provide?.(load);
  provide = undefined;
}

/**
 * The declarations, once the app has given them: a request the demo gets before that (a page whose
 * chunk came before the studio's) waits for them rather than answering 404.
 */
export async function providedDemoDeclarations(): Promise<readonly DemoDeclaration[]> {
  const load = await provided;
  return load();
}

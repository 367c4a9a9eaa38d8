import { aboutFor } from './abouts';
import { AfterConfig } from './after-config';
import { LazyPart } from './lazy-part';
import { GeneratorPage } from './generator-page';
import { PageDrawn } from './page-drawn';
import { pageRoutes } from './route-chunks';

/**
 * Each page is a chunk of its own: a feature's page (`pageAbouts`) or a generator's. While it
 * loads, the page's heading is already in place (the shell knows every heading: the page's
 * `Fallback`) with a skeleton of what comes below it.
 */
export function Routes({ path }: { path: string }) {
  const page = pageRoutes.get(path);
  if (page !== undefined) {
    return (
      <LazyPart fallback={<page.about.Fallback />}>
        <AfterConfig>
          <page.Page />
          <PageDrawn />
        </AfterConfig>
      </LazyPart>
    );
  }
  const generator = aboutFor(path);
  // No page here: nothing to wait for before the header's working parts.
  return generator ? <GeneratorPage key={generator.kind} generator={generator} /> : <PageDrawn />;
}

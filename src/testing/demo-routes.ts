import { demoDeclarations } from '@/app/demo-routes';
import { assembleDemoRoutes } from '@/gateway/demo/routes';

/**
 * The demo gateway's whole route list, as the page and the HTTP server serve it: every
 * generator's declaration, found in its folder as the app finds them. The one place unit tests
 * take the demo's routes from.
 */
export const testDemoRoutes = assembleDemoRoutes(demoDeclarations);

import type { DemoRoute } from '../http';

// Placeholder: replaced by this generator's demo routes.
export const pikbRoutes: DemoRoute[] = [];

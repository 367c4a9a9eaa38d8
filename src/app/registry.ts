import { videoGenerator } from '@/features/video';
import type { GeneratorModule } from '@/jobs/generator';

/** Every generator the studio offers, in navigation order. A new generator is one line here. */
export const generators: readonly GeneratorModule[] = [videoGenerator];

export const kindLabels: Record<string, string> = Object.fromEntries(generators.map((g) => [g.kind, g.label]));

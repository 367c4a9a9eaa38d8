import { describe, expect, it } from 'vitest';
import { generatorAbouts } from './abouts';
import { ownPart } from './own-parts';
import { generators } from './registry';

describe('the shell’s generators and the studio’s', () => {
  it('list the same generators in the same order, each module built on its about', () => {
    expect(generators.map((g) => g.kind)).toEqual(generatorAbouts.map((a) => a.kind));
    generators.forEach((g, i) => {
      const about = generatorAbouts[i];
      expect({ path: g.path, label: g.label, description: g.description }).toEqual({
        path: about?.path,
        label: about?.label,
        description: about?.description,
      });
    });
  });

  it('each about loads its page as a component', async () => {
    for (const about of generatorAbouts) {
      const page = await about.loadPage();
      expect(typeof page.default).toBe('function');
    }
  });

  it('each generator’s page loads its own part alone: the registry’s very module, by its kind', async () => {
    for (const about of generatorAbouts) {
      const part = await ownPart(about.kind);
      expect(part?.generator?.kind).toBe(about.kind);
      // The same object the registry holds (one module per URL): what the page hands the queue
      // before the registry comes is what the registry hands it after.
      expect(part?.generator).toBe(generators.find((g) => g.kind === about.kind));
    }
    expect(await ownPart('no such kind')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { generatorAbouts } from './abouts';
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
});

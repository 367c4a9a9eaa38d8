import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Nav } from './nav';

afterEach(cleanup);

describe('Nav', () => {
  it('says what each generator makes, as the link’s description; its name stays the generator’s', () => {
    render(<Nav current="video" />);
    const nav = within(screen.getByRole('navigation', { name: 'Studio' }));
    expect(nav.getByRole('link', { name: 'Pixa' })).toHaveAccessibleDescription(
      'Video from effect templates',
    );
    expect(nav.getByRole('link', { name: 'Pikb' })).toHaveAccessibleDescription(
      'Follow a video task by its id',
    );
    expect(nav.getByRole('link', { name: 'GPTs' })).toHaveAccessibleDescription(
      'Look up a GPT’s details',
    );
    expect(nav.getByRole('link', { name: 'Pixa' })).toHaveAttribute(
      'title',
      'Video from effect templates',
    );
    expect(nav.getByRole('link', { name: 'Library' })).not.toHaveAttribute('aria-describedby');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './safe-markdown';

describe('untrusted Markdown', () => {
  it('renders Markdown as elements, and its links safely', () => {
    const { container } = render(
      <SafeMarkdown>{'## Points\n\n- **one**\n- [a page](https://example.com/a)'}</SafeMarkdown>,
    );
    expect(screen.getByRole('heading', { name: 'Points' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('one');
    const link = screen.getByRole('link', { name: 'a page' });
    expect(link.getAttribute('href')).toBe('https://example.com/a');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows raw HTML and script as text, opens no script link and loads no picture', () => {
    const hostile = [
      '## <img src=x onerror=alert(1)> Title',
      '',
      '<script>alert(1)</script>',
      '',
      'Click [this](javascript:alert(1)) and <a href="javascript:alert(2)">raw</a>.',
      '',
      '![pixel](https://tracker.example/p.png) ![bad](javascript:alert(3))',
    ].join('\n');
    const { container } = render(<SafeMarkdown>{hostile}</SafeMarkdown>);
    expect(container.querySelector('script, img, iframe, svg')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(container.textContent).toContain('<a href="javascript:alert(2)">');
    expect(container.textContent).toContain('not opened: javascript:alert(1)');
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    // The picture from elsewhere is offered as a link a person may open, never fetched.
    expect(hrefs).toEqual(['https://tracker.example/p.png']);
    expect(screen.getByRole('link', { name: 'Picture: pixel' })).toBeTruthy();
    expect(container.textContent).toContain('Picture not loaded: bad');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeMarkdown } from './safe-markdown';

describe('SafeMarkdown', () => {
  it('renders Markdown as elements: emphasis, lists, code', () => {
    const { container } = render(
      <SafeMarkdown>{'**Bold** and *soft*\n\n- one\n- two\n\n`code`'}</SafeMarkdown>,
    );
    expect(container.querySelector('strong')).toHaveTextContent('Bold');
    expect(container.querySelector('em')).toHaveTextContent('soft');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('code')).toHaveTextContent('code');
  });

  it('shows markup and a script tag as the text they are, never as elements', () => {
    const hostile = '<img src=x onerror="alert(1)"> <script>alert("x")</script> <b>bold</b>';
    const { container } = render(<SafeMarkdown>{hostile}</SafeMarkdown>);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container).toHaveTextContent('<script>alert("x")</script>');
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)">');
  });

  it('makes a link of an http(s) address only, opened apart with noopener noreferrer', () => {
    render(
      <SafeMarkdown>
        {
          '[safe](https://example.com/a) [script](javascript:alert(1)) [data](data:text/html,x) <https://example.org>'
        }
      </SafeMarkdown>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/a',
      'https://example.org/',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText('script').closest('a')).toBeNull();
    expect(screen.getByText(/‹javascript:alert\(1\)›/)).toBeInTheDocument();
  });

  it('never loads a picture: its words and address are shown as text', () => {
    const { container } = render(
      <SafeMarkdown>{'![a cat](https://tracker.example/p.gif)'}</SafeMarkdown>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('[a cat] ‹https://tracker.example/p.gif›');
  });
});

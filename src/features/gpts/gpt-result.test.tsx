import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DemoEngine } from '@/gateway/demo/engine';
import { catalogueEntryFor, gptsDocument, hostileDocument } from '@/features/gpts/demo-catalogue';
import { zJob, type Job } from '@/jobs/job';
import { GptResult } from './gpt-result';

afterEach(() => cleanup());

const engine = new DemoEngine({ mediaBase: 'http://media.test/demo/' });

function job(status: Job['status'], raw: unknown): Job {
  return zJob.parse({
    id: 'j1',
    kind: 'gpts',
    gateway: 'http://gateway.test',
    status,
    remoteIds: ['g-demo1'],
    prompt: 'g-demo1',
    raw,
    createdAt: 1,
    updatedAt: 1,
    changedAt: 1,
  });
}

const label = 'GPTs result for: g-demo1';

describe('GptResult: a found GPT', () => {
  it('shows name, picture, author with the verified mark, description, categories and starters', () => {
    render(
      <GptResult
        job={job('succeeded', gptsDocument(engine, 'g-demo1', catalogueEntryFor('g-demo1')))}
        label={label}
      />,
    );
    const card = screen.getByRole('region', { name: label });
    expect(within(card).getByRole('heading', { name: 'Trail Planner' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Picture of Trail Planner' })).toHaveAttribute(
      'src',
      'http://media.test/demo/cover.jpg',
    );
    expect(within(card).getByRole('link', { name: 'Northwind Outdoors' })).toHaveAttribute(
      'href',
      'https://northwind-outdoors.example/gpts',
    );
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    expect(card).toHaveTextContent('Plans day hikes and multi-day treks');
    expect(
      within(within(card).getByRole('list', { name: 'Categories' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['lifestyle']);
    const starters = within(card).getByRole('list', { name: 'Prompt starters' });
    expect(within(starters).getAllByRole('listitem')).toHaveLength(4);
    expect(starters).toHaveTextContent('Plan a two-day loop near Lake Tahoe');
  });

  it('shows tools, conversations, dates, files and the short URL', () => {
    render(
      <GptResult
        job={job('succeeded', gptsDocument(engine, 'g-demo1', catalogueEntryFor('g-demo1')))}
        label={label}
      />,
    );
    const card = screen.getByRole('region', { name: label });
    const fact = (term: string) =>
      within(card).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Tools')).toHaveTextContent('browser, python, dalle');
    expect(fact('Conversations')).toHaveTextContent('25K+');
    expect(fact('Created')?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2024-01-09T18:31:07.392Z',
    );
    expect(fact('Updated')?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2025-06-14T09:12:44.018Z',
    );
    expect(fact('Knowledge files')).toHaveTextContent('trail-safety-guide.pdf');
    // A short_url like "g-…-slug" is not a web address: text, not a link.
    expect(fact('Short URL')).toHaveTextContent('g-demo1-trail-planner');
    expect(within(fact('Short URL') as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('an unverified author has no verified mark', () => {
    render(
      <GptResult
        job={job('succeeded', gptsDocument(engine, 'g-demo2', catalogueEntryFor('g-demo2')))}
        label={label}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Recipe Remixer' })).toBeInTheDocument();
    expect(screen.queryByText('Verified')).toBeNull();
  });

  it('hostile strings stay text and no javascript: URL becomes a link or an image', () => {
    const { container } = render(
      <GptResult job={job('succeeded', hostileDocument(engine))} label={label} />,
    );
    expect(
      screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeInTheDocument();
    expect(container.querySelector('img, script, svg, b')).toBeNull();
    for (const link of container.querySelectorAll('[href], [src]')) {
      expect(link.getAttribute('href') ?? link.getAttribute('src')).toMatch(/^https?:/);
    }
    expect(screen.getByText(/Picture not shown \(not a web address\)/)).toHaveTextContent(
      'javascript:alert(1)',
    );
    expect(screen.getByText(/Link not opened \(not a web address\)/)).toHaveTextContent(
      'javascript:alert(1)',
    );
    expect(screen.getByText('<a href="javascript:alert(1)">Mallory</a>')).toBeInTheDocument();
    expect(screen.getByText('yesterday <img src=x onerror=alert(1)>')).toBeInTheDocument();
  });
});

describe('GptResult: a lookup that found nothing', () => {
  it('offers the raw answer, folded, exactly as it came', async () => {
    const content = 'I couldn\'t find a GPT with the ID "g-notfound".\n<script>alert(1)</script>';
    const { container } = render(
      <GptResult job={job('failed', { content, completion: {} })} label={label} />,
    );
    const raw = screen.getByRole('group', { name: 'Raw answer' });
    expect(raw).not.toHaveAttribute('open');
    await userEvent.setup({ delay: null }).click(within(raw).getByText('Raw answer'));
    expect(raw).toHaveAttribute('open');
    expect(raw.querySelector('pre')?.textContent).toBe(content);
    expect(container.querySelector('script')).toBeNull();
  });

  it('shows the body of a refused lookup the same way', () => {
    render(
      <GptResult job={job('failed', '{"error":{"message":"upstream error"}}')} label={label} />,
    );
    expect(
      screen.getByRole('group', { name: 'Raw answer' }).querySelector('pre'),
    ).toHaveTextContent('{"error":{"message":"upstream error"}}');
  });

  it('a failed lookup with nothing kept shows nothing more', () => {
    const { container } = render(<GptResult job={job('failed', undefined)} label={label} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('a stored document that no longer reads is shown raw, not crashed on', () => {
    render(<GptResult job={job('succeeded', { gizmo: 'damaged' })} label={label} />);
    expect(screen.getByRole('group', { name: 'Raw answer' })).toHaveTextContent('damaged');
  });

  it('a lookup still on its way shows nothing yet', () => {
    const { container } = render(<GptResult job={job('submitting', undefined)} label={label} />);
    expect(container).toBeEmptyDOMElement();
  });
});

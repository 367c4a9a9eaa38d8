import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import type { JobCreator } from '@/jobs/generator';
import { batchFrom } from '@/jobs/batch/batch-form';
import { previewRow } from './batch-rows';
import { BatchRow } from './batch-row';

const creator: JobCreator<unknown> = {
  kind: 'video',
  summarize: () => ({ prompt: '', fields: {} }),
  describeRequest: (v) => v,
  create: () => Promise.resolve({ remoteIds: ['x'], update: { status: 'queued' } }),
};
const form = batchFrom({
  schema: z.object({ prompt: z.string(), seconds: z.coerce.number(), ratio: z.string() }),
  defaults: { prompt: '', seconds: 5, ratio: '16:9' },
  creator,
});

describe('a batch row (issue 54)', () => {
  it('shows its prompt and the fields it sets apart from the form’s defaults', () => {
    render(
      <ul>
        <BatchRow
          form={form}
          row={previewRow(form, { prompt: 'A red boat', seconds: '8', ratio: '9:16' })}
          number={2}
          onCell={vi.fn()}
          onSkip={vi.fn()}
        />
      </ul>,
    );
    const row = screen.getByRole('listitem', { name: 'Row 2' });
    expect(row).toHaveTextContent('A red boat');
    const set = within(row).getByRole('group', { name: 'Row 2 also sets' });
    expect(
      within(set)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['seconds', 'ratio']);
    expect(
      within(set)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['8', '9:16']);
  });
});

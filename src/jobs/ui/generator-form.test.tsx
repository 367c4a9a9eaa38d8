import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { formFields } from '@/components/ui/form/form-fields';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { readDraft, saveDraft } from '@/jobs/forms/drafts';
import { sendToForm } from '@/jobs/forms/form-handoff';
import type { JobCreator } from '../generator';
import { GeneratorForm } from './generator-form';

withFreshLedger();

const zTest = z.object({
  prompt: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Write a prompt.'),
      z.maxLength(40, 'Keep the prompt under 40 characters.'),
    ),
  model: z.enum(['fast', 'fine']),
  loop: z.boolean(),
});
type TestInput = z.input<typeof zTest>;
type TestValues = z.output<typeof zTest>;

const { TextareaField, SelectField, CheckboxField } = formFields<TestInput>();
const defaults: TestInput = { prompt: '', model: 'fast', loop: false };

let create: ReturnType<typeof vi.fn<JobCreator<TestValues>['create']>>;
let creator: JobCreator<TestValues>;

beforeEach(() => {
  create = vi.fn<JobCreator<TestValues>['create']>(() =>
    Promise.resolve({ remoteIds: ['task-1'], update: { status: 'queued' } }),
  );
  creator = {
    kind: 'test',
    summarize: (v) => ({ prompt: v.prompt, fields: {} }),
    describeRequest: (v) => v,
    create,
  };
});

function TestForm() {
  return (
    <GeneratorForm schema={zTest} defaults={defaults} creator={creator} aria-label="Test generator">
      <TextareaField name="prompt" label="Prompt" hint="Say what to make." />
      <SelectField name="model" label="Model" options={['fast', 'fine'] as const} />
      <CheckboxField name="loop" label="Loop" />
    </GeneratorForm>
  );
}

const setupUser = () => userEvent.setup({ delay: null });

describe('GeneratorForm drafts', () => {
  it('keeps typed values when the form goes away and comes back, until Clear', async () => {
    const user = setupUser();
    const first = renderWithQuery(<TestForm />);
    await user.type(screen.getByLabelText('Prompt'), 'a fox');
    await user.click(screen.getByLabelText('Loop'));
    first.unmount();

    renderWithQuery(<TestForm />);
    expect(screen.getByLabelText('Prompt')).toHaveValue('a fox');
    expect(screen.getByLabelText('Loop')).toBeChecked();
    expect(create).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Prompt')).toHaveValue('');
    expect(screen.getByLabelText('Loop')).not.toBeChecked();
    expect(readDraft('test')).toBeNull();
  });

  it('a successful Generate ends the draft', async () => {
    const user = setupUser();
    renderWithQuery(<TestForm />);
    await user.type(screen.getByLabelText('Prompt'), 'a fox');
    expect(readDraft('test')?.values).toMatchObject({ prompt: 'a fox' });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/Job started/);
    expect(create).toHaveBeenCalledTimes(1);
    expect(readDraft('test')).toBeNull();
  });

  it('a draft with a value the form no longer takes opens with the rest', () => {
    saveDraft('test', { values: { prompt: 'a fox', model: 'retired', loop: 'yes' }, files: {} });
    renderWithQuery(<TestForm />);
    expect(screen.getByLabelText('Prompt')).toHaveValue('a fox');
    expect(screen.getByLabelText('Model')).toHaveValue('fast');
    expect(screen.getByLabelText('Loop')).not.toBeChecked();
  });

  it('a file that was not kept is asked for again by name', () => {
    saveDraft('test', { values: { prompt: 'a fox' }, files: { loop: 'boat.png' } });
    renderWithQuery(<TestForm />);
    expect(screen.getByRole('note', { name: 'Restored settings' })).toHaveTextContent(
      'Loop: the file was not kept; choose boat.png again.',
    );
  });
});

describe('GeneratorForm hand-off ("Use these settings")', () => {
  it('opens with the job’s settings once, says what is missing, and sends nothing', async () => {
    saveDraft('test', { values: { prompt: 'an older draft' }, files: {} });
    sendToForm('test', 'job-1', {
      values: { prompt: 'a fox', model: 'fine' },
      missing: [{ field: 'loop', reason: 'not-in-record' }],
      pending: {},
    });
    const first = renderWithQuery(<TestForm />);
    expect(screen.getByLabelText('Prompt')).toHaveValue('a fox');
    expect(screen.getByLabelText('Model')).toHaveValue('fine');
    const note = screen.getByRole('note', { name: 'Restored settings' });
    expect(note).toHaveTextContent('Nothing is sent until you press Generate.');
    await waitFor(() => expect(note).toHaveTextContent('Not in the record: Loop.'));
    expect(create).not.toHaveBeenCalled();
    // The hand-off replaced the draft, and was taken: the next visit opens the draft, not it again.
    await waitFor(() => expect(readDraft('test')?.values).toMatchObject({ prompt: 'a fox' }));
    first.unmount();
    renderWithQuery(<TestForm />);
    expect(screen.getByLabelText('Prompt')).toHaveValue('a fox');
    expect(screen.queryByRole('note', { name: 'Restored settings' })).not.toBeInTheDocument();
  });

  it('an open form takes settings handed to it, and Generate makes exactly one job', async () => {
    const user = setupUser();
    renderWithQuery(<TestForm />);
    sendToForm('test', 'job-1', { values: { prompt: 'a heron' }, missing: [], pending: {} });
    await waitFor(() => expect(screen.getByLabelText('Prompt')).toHaveValue('a heron'));
    expect(create).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText(/Job started/);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[1]).toEqual({ prompt: 'a heron', model: 'fast', loop: false });
  });
});

describe('GeneratorForm: an image handed to one field (issue 38 item 5)', () => {
  it('an open form keeps what the person typed, sets only the handed field, and says where it came from', async () => {
    const user = setupUser();
    renderWithQuery(<TestForm />);
    await user.type(screen.getByLabelText('Prompt'), 'a lighthouse at dusk');
    // `model` stands in for the image's field: only it changes.
    sendToForm(
      'test',
      'job-1',
      { values: { model: 'fine' }, missing: [], pending: {} },
      { from: 'Gulls over the pier', field: 'model' },
    );
    await waitFor(() => expect(screen.getByLabelText('Model')).toHaveValue('fine'));
    expect(screen.getByLabelText('Prompt')).toHaveValue('a lighthouse at dusk');
    expect(screen.queryByRole('note', { name: 'Restored settings' })).not.toBeInTheDocument();
    expect(screen.queryByText(/settings of an earlier job/)).not.toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Image added' })).toHaveTextContent(
      'Image from “Gulls over the pier” added.',
    );
    expect(create).not.toHaveBeenCalled();
    // Taken once: the draft now holds both, and the next visit opens it without the note.
    await waitFor(() =>
      expect(readDraft('test')?.values).toMatchObject({
        prompt: 'a lighthouse at dusk',
        model: 'fine',
      }),
    );
  });

  it('a file the draft asks for again is no longer asked for in the field the image went to', () => {
    saveDraft('test', { values: { prompt: 'mine' }, files: { model: 'boat.png', loop: 'x.png' } });
    sendToForm(
      'test',
      'job-1',
      { values: { model: 'fine' }, missing: [], pending: {} },
      { from: 'A fox', field: 'model' },
    );
    renderWithQuery(<TestForm />);
    expect(screen.getByLabelText('Prompt')).toHaveValue('mine');
    const note = screen.getByRole('note', { name: 'Image added' });
    expect(note).not.toHaveTextContent('boat.png');
    expect(note).toHaveTextContent('choose x.png again');
  });
});

describe('GeneratorForm character count', () => {
  it('counts near the schema’s limit, says by how much it is over, and once refused says it in one message, the error', async () => {
    const user = setupUser();
    renderWithQuery(<TestForm />);
    const prompt = screen.getByLabelText('Prompt');
    await user.click(prompt);
    await user.paste('x'.repeat(35));
    expect(screen.queryByText('35 / 40')).not.toBeInTheDocument();
    await user.paste('x');
    expect(prompt).toHaveAccessibleDescription('Say what to make. 36 / 40');
    await user.paste('x'.repeat(6));
    expect(screen.getByText('2 characters over the 40 limit')).toBeInTheDocument();
    expect(screen.getByText('Over the 40 character limit.')).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(prompt).toHaveAccessibleDescription('Keep the prompt under 40 characters.'),
    );
    // One message for one fault (issue 54): the error, not the count under it as well.
    expect(screen.queryByText('2 characters over the 40 limit')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(create).not.toHaveBeenCalled();
    // Back under the limit, the error goes and the count is there again.
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(prompt).toHaveAccessibleDescription('Say what to make. 39 / 40'));
  });
});

describe('GeneratorForm Ctrl/Cmd+Enter', () => {
  it.each([
    ['Ctrl+Enter', '{Control>}{Enter}{/Control}'],
    ['Cmd+Enter (metaKey)', '{Meta>}{Enter}{/Meta}'],
  ])('%s in the prompt generates exactly one job and types no line break', async (_name, keys) => {
    const user = setupUser();
    renderWithQuery(<TestForm />);
    const prompt = screen.getByLabelText('Prompt');
    await user.click(prompt);
    await user.paste('a fox');
    await user.keyboard(keys);
    await screen.findByText(/Job started/);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[1]).toEqual({ prompt: 'a fox', model: 'fast', loop: false });
    expect(prompt).toHaveValue('a fox');
  });

  it('Cmd+Enter while a create is in flight sends nothing more', async () => {
    let answer: () => void = () => undefined;
    create.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ remoteIds: ['task-1'], update: { status: 'queued' } });
        }),
    );
    const user = setupUser();
    renderWithQuery(<TestForm />);
    await user.click(screen.getByLabelText('Prompt'));
    await user.paste('a fox');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    answer();
    await screen.findByText(/Job started/);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

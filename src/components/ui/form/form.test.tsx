import { zodResolver } from '@hookform/resolvers/zod';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { Form } from './form';
import { formFields } from './form-fields';
import { fieldId } from './use-field-control';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const zTest = z.object({
  prompt: z.string().check(z.minLength(1, 'Write a prompt.')),
  imageUrl: z
    .string()
    .check(z.refine((v) => v === '' || v.startsWith('https://'), 'Give an https:// address.')),
  shape: z.enum(['wide', 'tall']),
  seconds: z
    .number({ error: 'Seconds is a number.' })
    .check(z.int(), z.gte(3, 'At least 3 seconds.')),
  loop: z.boolean(),
});
type TestInput = z.input<typeof zTest>;
type TestValues = z.output<typeof zTest>;

const { TextField, TextareaField, NumberField, SelectField, CheckboxField } =
  formFields<TestInput>();

function TestForm({
  onValid,
  children,
}: {
  onValid: (values: TestValues) => void;
  children: ReactNode;
}) {
  const form = useForm<TestInput, unknown, TestValues>({
    resolver: zodResolver(zTest),
    defaultValues: { prompt: '', imageUrl: '', shape: 'wide', seconds: 5, loop: false },
  });
  return (
    <Form form={form} idPrefix="test" onValid={onValid} aria-label="Test generator">
      {children}
      <button type="submit">Generate</button>
    </Form>
  );
}

function renderAll(onValid = vi.fn()) {
  render(
    <TestForm onValid={onValid}>
      <TextareaField name="prompt" label="Prompt" hint="Say what to make." required />
      <TextField
        name="imageUrl"
        label="Image URL"
        hint="Optional."
        suggestions={['https://a.example/x.png']}
      />
      <SelectField
        name="shape"
        label="Shape"
        options={['wide', 'tall'] as const}
        optionLabel={(s) => (s === 'wide' ? 'Wide' : 'Tall')}
      />
      <NumberField name="seconds" label="Seconds" hint="3 or more" min={3} />
      <CheckboxField name="loop" label="Loop" />
    </TestForm>,
  );
  return onValid;
}

describe('fieldId', () => {
  it('derives the id from the form prefix and the field name, in kebab case', () => {
    expect(fieldId('pixa', 'prompt')).toBe('pixa-prompt');
    expect(fieldId('pixa', 'templateId')).toBe('pixa-template-id');
    expect(fieldId('clip', 'imageEndUrl')).toBe('clip-image-end-url');
    expect(fieldId('settings', 'paths.clipQueryPath')).toBe('settings-paths-clip-query-path');
  });
});

describe('form field parts', () => {
  it('label each control, with ids from the prefix and the name', () => {
    renderAll();
    expect(screen.getByRole('form', { name: 'Test generator' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prompt')).toHaveAttribute('id', 'test-prompt');
    expect(screen.getByLabelText('Image URL')).toHaveAttribute('id', 'test-image-url');
    expect(screen.getByLabelText('Shape')).toHaveAttribute('id', 'test-shape');
    expect(screen.getByLabelText('Seconds')).toHaveAttribute('id', 'test-seconds');
    expect(screen.getByLabelText('Loop')).toHaveAttribute('id', 'test-loop');
  });

  it('describe each control by its hint while it is valid, and mark only the asked ones required', () => {
    renderAll();
    expect(screen.getByLabelText('Prompt')).toHaveAccessibleDescription('Say what to make.');
    expect(screen.getByLabelText('Prompt')).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription('Optional.');
    expect(screen.getByLabelText('Image URL')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Seconds')).toHaveAccessibleDescription('3 or more');
    for (const label of ['Prompt', 'Image URL', 'Shape', 'Seconds', 'Loop']) {
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
  });

  it('a control without a hint has no description at all (not a dangling id)', () => {
    renderAll();
    expect(screen.getByLabelText('Shape')).not.toHaveAttribute('aria-describedby');
    expect(screen.getByLabelText('Loop')).not.toHaveAttribute('aria-describedby');
  });

  it('on a refused submit, each error is its own control’s description, replaces its hint, and sends nothing', async () => {
    const user = userEvent.setup();
    const onValid = renderAll();
    await user.type(screen.getByLabelText('Image URL'), 'ftp://x');
    await user.clear(screen.getByLabelText('Seconds'));
    await user.type(screen.getByLabelText('Seconds'), '2');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Prompt')).toHaveAccessibleDescription('Write a prompt.'),
    );
    expect(screen.getByLabelText('Prompt')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Image URL')).toHaveAccessibleDescription(
      'Give an https:// address.',
    );
    expect(screen.getByLabelText('Image URL')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Seconds')).toHaveAccessibleDescription('At least 3 seconds.');
    expect(screen.queryByText('Say what to make.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Shape')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a fixed field gets its hint back, and a valid form hands over the parsed values', async () => {
    const user = userEvent.setup();
    const onValid = renderAll();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByText('Write a prompt.');
    await user.type(screen.getByLabelText('Prompt'), 'a fox');
    await user.selectOptions(screen.getByLabelText('Shape'), 'Tall');
    await user.clear(screen.getByLabelText('Seconds'));
    await user.type(screen.getByLabelText('Seconds'), '8');
    await user.click(screen.getByLabelText('Loop'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      prompt: 'a fox',
      imageUrl: '',
      shape: 'tall',
      seconds: 8,
      loop: true,
    });
    expect(screen.getByLabelText('Prompt')).toHaveAccessibleDescription('Say what to make.');
    expect(screen.getByLabelText('Prompt')).not.toHaveAttribute('aria-invalid');
  });

  it('a text field with suggestions lists them in its own datalist', () => {
    renderAll();
    expect(screen.getByLabelText('Image URL')).toHaveAttribute(
      'list',
      'test-image-url-suggestions',
    );
    expect(document.querySelector('#test-image-url-suggestions option')).toHaveAttribute(
      'value',
      'https://a.example/x.png',
    );
  });

  it('a field outside a form says so instead of rendering unwired', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<TextField name="prompt" label="Prompt" />)).toThrow(/outside a <Form>/);
  });
});

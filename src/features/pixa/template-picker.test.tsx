import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { listEntries } from '@/jobs/ledger/reads';
import { TEST_GATEWAY } from '@/testing/demo-testbed';
import { connectDemoTestbed, resetTestGateway } from '@/testing/gateway';
import { withFreshLedger } from '@/testing/ledger';
import { renderWithQuery } from '@/testing/render';
import { PixaForm } from './pixa-form';

withFreshLedger();
afterEach(() => {
  cleanup();
  resetTestGateway();
});

/** The demo in process as the gateway, its template list asked at `path`. */
function connectWithTemplatesPath(path: string) {
  const bed = connectDemoTestbed();
  settingsStore.save({
    gatewayUrl: TEST_GATEWAY,
    apiKey: 'k',
    rememberKey: false,
    paths: { ...defaultPaths, pixaTemplatesPath: path },
  });
  return bed;
}

function templateRequests(bed: ReturnType<typeof connectDemoTestbed>) {
  return bed.requests.filter(
    (r) => r.method === 'GET' && new URL(r.url).pathname.startsWith('/pixa/video/templates'),
  );
}

describe('TemplatePicker (the demo gateway in process)', () => {
  it('asks for nothing until opened, then shows the templates by name and picture; choosing one fills Template ID and the create sends it', async () => {
    const bed = connectDemoTestbed();
    const user = userEvent.setup();
    renderWithQuery(<PixaForm />);
    expect(templateRequests(bed)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Choose an effect template' }));
    const group = await screen.findByRole('radiogroup', { name: 'Effect template' });
    const radios = within(group).getAllByRole('radio');
    // "None" first, then every template; the malformed names document falls back to template_name.
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'None',
      'Cozy Winter',
      'Earth Zoom',
      'Melt Away',
    ]);
    expect(within(group).getByRole('radio', { name: 'None' })).toBeChecked();
    expect(templateRequests(bed)).toHaveLength(1);

    await user.click(within(group).getByRole('radio', { name: 'Earth Zoom' }));
    expect(screen.getByLabelText('Template ID')).toHaveValue('308621408717184');
    expect(screen.getByText('Effect template: Earth Zoom')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Prompt'), 'A zoom from orbit');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(bed.requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(JSON.parse(bed.requests.find((r) => r.method === 'POST')?.body ?? '{}')).toMatchObject({
      template_id: 308621408717184,
    });
    const [entry] = await listEntries();
    expect(entry?.ok && entry.job.request).toMatchObject({ template_id: 308621408717184 });
    // Closed and opened again: the list is kept for the session, not asked again.
    await user.click(screen.getByRole('button', { name: 'Choose an effect template' }));
    await user.click(screen.getByRole('button', { name: 'Choose an effect template' }));
    await screen.findByRole('radiogroup', { name: 'Effect template' });
    expect(templateRequests(bed)).toHaveLength(1);
  });

  it('searches by name (in any case) or number, and says when nothing matches', async () => {
    connectDemoTestbed();
    const user = userEvent.setup();
    renderWithQuery(<PixaForm />);
    await user.click(screen.getByRole('button', { name: 'Choose an effect template' }));
    const group = await screen.findByRole('radiogroup', { name: 'Effect template' });
    await user.type(screen.getByLabelText('Search templates'), 'WINTER');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['None', 'Cozy Winter']);
    await user.clear(screen.getByLabelText('Search templates'));
    await user.type(screen.getByLabelText('Search templates'), '302325');
    expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await user.type(screen.getByLabelText('Search templates'), 'x');
    expect(screen.getByText('No template matches “302325x”.')).toBeInTheDocument();
  });

  it('a gateway without the list (404) says so and keeps the Template ID box', async () => {
    const bed = connectWithTemplatesPath('/no/templates/here');
    const user = userEvent.setup();
    renderWithQuery(<PixaForm />);
    await user.click(screen.getByRole('button', { name: 'Choose an effect template' }));
    expect(
      await screen.findByText(/This gateway lists no effect templates at \/no\/templates\/here/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Template ID')).toBeEnabled();
    expect(bed.requests.some((r) => new URL(r.url).pathname === '/no/templates/here')).toBe(true);
  });

  it("a failing list is said with the gateway's words and Try again asks once more", async () => {
    const bed = connectWithTemplatesPath('/pixa/video/templates/500');
    const user = userEvent.setup();
    renderWithQuery(<PixaForm />);
    await user.click(screen.getByRole('button', { name: 'Choose an effect template' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The effect templates could not be loaded: .*template service unavailable/,
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(templateRequests(bed)).toHaveLength(2));
  });

  it('hostile names are text and script addresses load nothing', async () => {
    connectWithTemplatesPath('/pixa/video/templates/hostile');
    const user = userEvent.setup();
    const { container } = renderWithQuery(<PixaForm />);
    await user.click(screen.getByRole('button', { name: 'Choose an effect template' }));
    const group = await screen.findByRole('radiogroup', { name: 'Effect template' });
    expect(
      within(group).getAllByRole('radio', { name: '<img src=x onerror=alert(1)>' }),
    ).toHaveLength(3);
    expect(container.querySelectorAll('script, iframe, svg[onload]')).toHaveLength(0);
    for (const img of container.querySelectorAll('img'))
      expect(img.getAttribute('src')).toMatch(/^https?:/);
  });
});

import type { Page } from '@playwright/test';
import { routePattern } from '../src/gateway/path';
import {
  expectErrorsTied,
  expectNoViolations,
  fromTheTop,
  horizontalOverflow,
  makeOneOfEachKind,
  settle,
  tabThrough,
  withoutVisibleRing,
} from './fixtures/a11y';
import { generators, onMediaHost, type FormAudit } from './fixtures/generators';
import { GptsSteps } from './fixtures/gpts';
import { openAdvancedSettings } from './fixtures/settings';
import { expect, gatewayUrl, mediaHost, test, type Studio } from './fixtures/studio';

/**
 * Accessibility and keyboard audit of every page, against the demo gateway over HTTP: axe's
 * WCAG 2.1 A/AA rules in the light and the dark colour scheme (pristine, with validation errors
 * shown, and a library holding a finished job of every kind), the tab order from the top of each
 * page, a visible focus ring on every stop, Enter submitting each form, and error messages that
 * are announced and tied to their fields.
 */

// Every generator, as the studio finds them (no hand list: issue 39), then the other pages.
const NAV = [...generators.map((g) => g.label), 'Library', 'Storyboard', 'From a link', 'Settings'];
// The header's gateway indicator (a link to Settings), the theme switch (one radio group: its
// checked radio, System until one is chosen) and the Queue button (its name holds the count: 031),
// the pages, then the language switch at the foot of the navigation.
const navStops = [
  `link "Gateway: ${new URL(gatewayUrl).host}"`,
  'radio "System"',
  'button "Queue 0"',
  ...NAV.map((name) => `link "${name}"`),
  'combobox "Language"',
];

interface FormPage extends Omit<FormAudit, 'presets' | 'followById' | 'submitted'> {
  nav: string;
  /** What shows that the valid form was submitted. */
  submitted: (studio: Studio) => Promise<void>;
  /** A disclosure the fields wait behind: its focus stop (Enter opens it there) and how a pointer opens it. */
  disclosure?: { stop: string; open: (page: Page) => Promise<void> };
}

function posts(studio: Studio, path: RegExp) {
  return studio.log.to('POST', path);
}

/** Every generating form starts with its presets and ends with Variations (one tab stop: a radio group). */
const presetStops = ['button "Presets"', 'button "Save as preset"'];
const variationsStop = 'radio "1"';

/** A generator's form page as its folder declares it (its `e2e.json`, `a11y`). */
function generatorPage(
  label: string,
  { presets, followById: _, submitted, ...audit }: FormAudit,
): FormPage {
  const submit = audit.stops.slice(-1);
  const own = audit.stops.slice(0, -1);
  return {
    ...audit,
    nav: label,
    stops: presets ? [...presetStops, ...own, variationsStop, ...submit] : audit.stops,
    submitted: async (studio) => {
      if (submitted.status !== undefined)
        await expect(
          studio.page.getByRole('status').filter({ hasText: submitted.status }),
        ).toBeVisible();
      if (submitted.job !== undefined) await expect(studio.job(submitted.job)).toBeVisible();
      if (submitted.post !== undefined)
        expect(posts(studio, routePattern(submitted.post))).toHaveLength(1);
    },
  };
}

// Every generator's form (no hand list: issue 39), then Settings.
const formPages: FormPage[] = [
  ...generators.map((g) => generatorPage(g.label, g.a11y)),
  {
    nav: 'Settings',
    form: 'Gateway settings',
    stops: [
      'combobox "Gateway profile"',
      'button "Add profile"',
      'textbox "Profile name"',
      'textbox "Gateway URL"',
      'textbox "API key"',
      'checkbox "Remember on this device"',
      'button "Test connection"',
      // The profile's price list (issue 54, decision 048): empty, its one control.
      'button "Add a price"',
      'summary "Advanced"',
      'combobox "First-frame field"',
      'textbox "Clip query path"',
      'textbox "Image upload path"',
      'textbox "Text to image path"',
      // Picture editing (issue 56): its path, form, model and the generate-content path.
      'textbox "Picture edit path"',
      'combobox "Picture edit form"',
      'textbox "Picture edit model"',
      'textbox "Generate content path"',
      'textbox "Music create path"',
      'textbox "Music feed path"',
      'textbox "Audio upload path"',
      'textbox "Talking head create path"',
      'textbox "Talking head query path"',
      'combobox "Talking head video field"',
      'textbox "Video remix path"',
      'textbox "Clip extend path"',
      'textbox "Music join path"',
      'textbox "Persona create path"',
      'textbox "Timed lyrics path"',
      'textbox "WAV conversion path"',
      'textbox "MIDI conversion path"',
      'textbox "Conversion query path"',
      'textbox "Lyrics create path"',
      'textbox "Lyrics query path"',
      'textbox "Style tags boost path"',
      // Issue 55: the GPT store's, From a link's and the chat family's.
      'combobox "GPT search and details format"',
      'textbox "GPT search model"',
      'textbox "GPT details model (several ids)"',
      'textbox "GPT conversation model prefix"',
      'textbox "GPT search path (official)"',
      'textbox "GPT details path (official)"',
      'textbox "Link summary path"',
      'textbox "Link subtitles path"',
      'textbox "Link questions path"',
      'textbox "Chat path"',
      'textbox "Chat model"',
      'textbox "Instructions for “Improve”"',
      'textbox "Instructions for “Expand”"',
      'textbox "Instructions for “Shorter”"',
      'textbox "Instructions for “Translate to English”"',
      'textbox "Instructions for “Write shots from a script”"',
      'textbox "Pixa templates path"',
      'textbox "Balance subscription path"',
      'textbox "Balance usage path"',
      'button "Restore default paths"',
      'button "Save settings"',
    ],
    required: ['Clip query path', 'Music create path', 'Music feed path'],
    invalid: { 'Gateway URL': 'not a web address', 'Clip query path': '' },
    valid: { 'Gateway URL': gatewayUrl, 'Clip query path': '/v1/clipapro/generations/{id}' },
    enterIn: 'Clip query path',
    submitted: async (studio) => {
      await expect(studio.page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    },
    disclosure: { stop: 'summary "Advanced"', open: openAdvancedSettings },
  },
];

function formOf(page: Page, spec: FormPage) {
  return page.getByRole('form', { name: spec.form });
}

async function fillByLabel(page: Page, spec: FormPage, values: Record<string, string>) {
  const form = formOf(page, spec);
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(onMediaHost(value, mediaHost));
}

/** POSTs that reached the gateway: an invalid form must send none. */
function gatewayPosts(studio: Studio) {
  return studio.log.requests.filter((r) => r.method() === 'POST' && r.url().startsWith(gatewayUrl));
}

// The gateway is preset in storage (`presetGateway`), as a save in Settings would leave it: these
// audits are not about connecting, and a Settings visit and save per test cost ~0.4 CPU-s each
// (measured: 133.5 → 120.8 CPU-s over this block's 31 tests). The header's indicator then shows
// "not checked yet"; its checked state is audited in the Settings tests below, which connect.
test.describe('accessibility: axe (WCAG 2.1 A/AA), light and dark', () => {
  test.beforeEach(async ({ studio, page }) => {
    await settle(page);
    await studio.presetGateway();
  });

  // Every form page in turn in one loaded studio, through the navigation: one test per page cost
  // a load and a reset between tests each (~1 CPU-second of ~4, measured 2026-12-06). A page's
  // errors stay on that page; each axe pass brings its own time budget (`violations`).
  test('every form page: no violations, pristine and with its validation errors shown', async ({
    studio,
    page,
  }) => {
    for (const spec of formPages) {
      await test.step(spec.nav, async () => {
        await studio.nav(spec.nav);
        await expect(formOf(page, spec)).toBeVisible();
        await expectNoViolations(page, `${spec.nav}, pristine`);

        await spec.disclosure?.open(page);
        await fillByLabel(page, spec, spec.invalid);
        await formOf(page, spec)
          .getByLabel(spec.enterIn, { exact: true })
          .press(spec.enterKey ?? 'Enter');
        await expectErrorsTied(formOf(page, spec));
        await expectNoViolations(page, `${spec.nav}, with validation errors`);
      });
    }
  });

  test('Video in image-to-video mode: the first-frame fieldset, pristine and with its error', async ({
    studio,
    page,
  }) => {
    await studio.nav('Video');
    await page.getByLabel('Model').selectOption('videomodel-1.0-i2v');
    await expect(page.getByRole('group', { name: 'First-frame image' })).toBeVisible();
    await expectNoViolations(page, 'Video i2v, pristine');
    await studio.fillVideo({ prompt: 'A first frame is missing' });
    await page.getByLabel('Seconds').press('Enter');
    expect(
      await expectErrorsTied(page.getByRole('form', { name: 'Video generator' })),
    ).toHaveLength(1);
    await expect(page.getByLabel('First frame', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoViolations(page, 'Video i2v, with its error');
    expect(gatewayPosts(studio)).toHaveLength(0);
  });

  test('Image: a finished request of two pictures, with "Use as first frame" open', async ({
    studio,
    page,
  }) => {
    await studio.nav('Image');
    await page.getByLabel('Prompt', { exact: true }).fill('An audited pair of herons');
    await page.getByLabel('Images').selectOption('2');
    await studio.generate().click();
    const job = studio.job('An audited pair of herons');
    await expect(job).toHaveAttribute('data-job-status', 'succeeded');
    await job.getByText('Use as first frame').first().click();
    await expect(job.getByRole('button', { name: 'Video — image to video' })).toBeVisible();
    await expectNoViolations(page, 'Image, two pictures, first-frame menu open');
  });

  test('Presets: the open "Save as preset" name field (also with its error) and the Rename form', async ({
    studio,
    page,
  }) => {
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'An audited preset' });
    await page.getByRole('button', { name: 'Save as preset' }).click();
    const name = page.getByLabel('Preset name');
    await expect(name).toBeFocused();
    await expectNoViolations(page, 'Video, "Save as preset" open');
    await page.getByRole('button', { name: 'Save preset' }).click();
    await expect(name).toHaveAccessibleDescription('Give the preset a name.');
    await expectNoViolations(page, 'Video, "Save as preset" with its error');
    await name.fill('Audited');
    await name.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved preset “Audited”.' }),
    ).toBeVisible();

    await page.getByRole('button', { name: /^Presets/ }).click();
    await page
      .getByRole('list', { name: 'Presets' })
      .getByRole('button', { name: 'Rename Audited' })
      .click();
    const newName = page.getByLabel('New name for “Audited”');
    await expect(newName).toBeFocused();
    await expectNoViolations(page, 'Video, the Rename preset form');
    await newName.fill('');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(newName).toHaveAccessibleDescription('Give the preset a name.');
    await expectNoViolations(page, 'Video, the Rename preset form with its error');
    expect(gatewayPosts(studio)).toHaveLength(0);
  });

  test('"Clear finished": the recent list\'s empty state', async ({ studio, page }) => {
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'An audited finished kite' });
    await studio.generate().click();
    await expect(studio.job('An audited finished kite')).toHaveAttribute(
      'data-job-status',
      'succeeded',
    );
    await page.getByRole('button', { name: 'Clear finished' }).click();
    await expect(
      page.getByText('Finished jobs are cleared from this list. The Library keeps them all.'),
    ).toBeVisible();
    await expect(studio.jobs()).toHaveCount(0);
    await expectNoViolations(page, 'Video, recent list with everything cleared');
  });

  // Each generator's follow-by-id field in turn, in one loaded studio (one test per generator
  // cost a load and a reset each, as above).
  test('"Follow an existing task by id" on every generator that has it, open and with its error', async ({
    studio,
    page,
  }) => {
    for (const nav of generators.filter((g) => g.a11y.followById).map((g) => g.label)) {
      await test.step(nav, async () => {
        await studio.nav(nav);
        const follow = page
          .getByRole('group')
          .filter({ has: page.getByText('Follow an existing task by id') });
        await page.getByText('Follow an existing task by id').click();
        const field = follow.getByRole('textbox');
        await expect(field).toBeVisible();
        await expectNoViolations(page, `${nav}, follow by id open`);
        await field.fill('not an id!');
        await field.press('Enter');
        await expectErrorsTied(follow);
        await expectNoViolations(page, `${nav}, follow by id with its error`);
        expect(gatewayPosts(studio)).toHaveLength(0);
      });
    }
  });

  test('Library holding a failed video, a lookup whose answer could not be read, and a running video', async ({
    studio,
    page,
  }) => {
    await studio.nav('Video');
    await studio.fillVideo({ prompt: 'Audit of a doomed video [fail]' });
    await studio.generate().click();
    await expect(studio.job('Audit of a doomed video')).toHaveAttribute(
      'data-job-status',
      'failed',
    );
    await studio.fillVideo({ prompt: 'Audit of a video still rendering [slow]' });
    await studio.generate().click();
    await expect(studio.job('Audit of a video still rendering')).toHaveAttribute(
      'data-job-status',
      /queued|running/,
    );

    await studio.nav('GPTs');
    const gpts = new GptsSteps(page);
    await gpts.lookUp('g-truncated');
    await expect(studio.job('g-truncated')).toHaveAttribute('data-job-status', 'failed');
    await expectNoViolations(page, 'GPTs page with a failed lookup');

    await studio.nav('Library');
    await expect(studio.jobs()).toHaveCount(3);
    for (const summary of await page.locator('[data-job-id] summary').all()) await summary.click();
    await expect(gpts.rawAnswer(studio.job('g-truncated'))).toHaveAttribute('open', '');
    await expectNoViolations(page, 'Library with failed and running jobs, every fold open');
  });
});

// The built-in demo as a person finds it (an empty gateway URL, preset in storage like the others):
// every page in turn, each audited twice (light, dark), in one loaded studio reached through the
// navigation. These were one test per page, each loading the studio afresh (12 tests, ~1.9
// CPU-seconds each, about half of it the load and the reset between tests, measured 2026-12-06);
// each axe pass brings its own time budget (`violations`), so twelve pages fit one test.
test.describe('accessibility: axe in demo mode, light and dark', () => {
  test('every page in demo mode (the banner shown), empty library', async ({ studio, page }) => {
    await settle(page);
    await studio.presetGateway('/video', { url: '', key: '' });
    for (const name of NAV) {
      await test.step(name, async () => {
        await expect(page.getByRole('note')).toContainText('Demo gateway');
        // The page switched (not the last one's heading still showing), and its heading is there.
        await studio.nav(name);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolations(page, `${name} in demo mode`);
      });
    }
  });
});

test.describe('keyboard', () => {
  test.beforeEach(async ({ studio, page }) => {
    await settle(page);
    await studio.presetGateway();
  });

  for (const spec of formPages) {
    test(`${spec.nav}: Tab from the top reaches the navigation and every control in order, each with a visible ring; Enter submits; errors are announced and tied`, async ({
      studio,
      page,
    }) => {
      // Settings has some sixty stops since issues 54–56, each probed for its ring: a cap, not a wait.
      test.setTimeout(120_000);
      await studio.nav(spec.nav);
      await fromTheTop(page);
      const submit = spec.stops[spec.stops.length - 1];
      const stops = await tabThrough(page, { until: spec.disclosure?.stop ?? submit });
      if (spec.disclosure) {
        await page.keyboard.press('Enter');
        stops.push(...(await tabThrough(page, { until: submit })));
      }
      const names = stops.map((s) => s.name);
      // A skip link may come first; then the navigation, then the form.
      const start = names[0]?.startsWith('link "Skip') ? 1 : 0;
      expect(names.slice(start)).toEqual([...navStops, ...spec.stops]);
      expect(withoutVisibleRing(stops)).toEqual([]);
      for (const label of spec.required)
        await expect(formOf(page, spec).getByLabel(label, { exact: true })).toHaveAttribute(
          'aria-required',
          'true',
        );

      // Enter in a one-line field submits; invalid values stop it, say why next to each field,
      // and send focus to the first field to fix.
      await fillByLabel(page, spec, spec.invalid);
      const form = formOf(page, spec);
      await form.getByLabel(spec.enterIn, { exact: true }).press(spec.enterKey ?? 'Enter');
      const invalidLabels = Object.keys(spec.invalid);
      const controls = await expectErrorsTied(form);
      expect(controls).toHaveLength(invalidLabels.length);
      for (const label of invalidLabels)
        await expect(form.getByLabel(label, { exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      await expect(form.getByLabel(invalidLabels[0] ?? '', { exact: true })).toBeFocused();
      expect(gatewayPosts(studio)).toHaveLength(0);

      // Fixed, Enter submits it.
      await fillByLabel(page, spec, spec.valid);
      await form.getByLabel(spec.enterIn, { exact: true }).press(spec.enterKey ?? 'Enter');
      await expect(form.getByRole('alert')).toHaveCount(0);
      await spec.submitted(studio);
    });
  }

  test('Follow an existing task by id: opens with Enter, submits with Enter, its error is tied', async ({
    studio,
    page,
  }) => {
    await studio.nav('Pixa');
    await fromTheTop(page);
    // Generate, then Clear (which empties the form), then the disclosure.
    const bar = await tabThrough(page, { until: 'button "Clear"' });
    expect(bar.map((s) => s.name).slice(-2)).toEqual(['button "Generate"', 'button "Clear"']);
    await page.keyboard.press('Tab');
    const follow = page
      .getByRole('group')
      .filter({ has: page.getByText('Follow an existing task by id') });
    await expect(follow.getByText('Follow an existing task by id')).toBeFocused();
    await page.keyboard.press('Enter');
    const stops = await tabThrough(page, { until: 'button "Follow"' });
    expect(stops.map((s) => s.name)).toEqual(['textbox "Video ID"', 'button "Follow"']);
    expect(withoutVisibleRing(stops)).toEqual([]);

    const field = follow.getByLabel('Video ID');
    await field.fill('12ab');
    await field.press('Enter');
    await expectErrorsTied(follow);
    await field.fill('987654321987654321');
    await field.press('Enter');
    await expect(follow.getByRole('status')).toHaveText('Added to the library.');
    await expect(page.locator('[data-job-remote-ids="987654321987654321"]')).toBeVisible();
  });

  test('Settings: the remember-key note and the plain-http warning describe their controls', async ({
    studio,
    page,
  }) => {
    // Connected through Settings, as a person does: the header's indicator then shows its checked
    // state, which the audit below covers (the other tests preset the gateway in storage).
    await studio.connect();
    await expect(page.locator('[data-gateway-health="pass"]')).toBeVisible();
    await studio.nav('Settings');
    await expect(page.getByLabel('Remember on this device')).toHaveAccessibleDescription(
      /forgotten when this browser session ends/,
    );
    await page.getByLabel('Remember on this device').check();
    await expect(page.getByLabel('Remember on this device')).toHaveAccessibleDescription(
      /Do not use this on a shared computer/,
    );
    await page.getByLabel('Gateway URL').fill('http://gateway.example.com');
    await expect(page.getByLabel('Gateway URL')).toHaveAccessibleDescription(
      /plain http on another machine/,
    );
    await expectNoViolations(page, 'Settings with the plain-http warning');
  });
});

/**
 * A library holding a finished job of every kind, made once through the forms and then audited
 * three ways on the same page: it fits a phone's width (as every page does), the keyboard reaches
 * every card control with a visible ring, and axe finds nothing, folds closed and open. These were
 * three tests that each made the eight jobs again (~7 CPU-seconds and ~20 s a time, measured); the
 * steps keep every assertion they made, in an order where none changes what the next one sees:
 * the folds are opened last.
 */
test('a library holding a finished job of every kind: no sideways scrolling at 390 and 320 px, every card control by keyboard, and no axe violations', async ({
  studio,
  page,
}) => {
  // Eight generators' jobs, sixteen pages at two widths, some 400 tab stops probed for their
  // rings and four axe passes (each adds its own budget): a cap for a loaded machine, not a wait.
  test.setTimeout(300_000);
  await settle(page);
  await studio.presetGateway();

  await test.step('made at a phone’s width, every page fits 390 and 320 px', async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await makeOneOfEachKind(studio, page);
    // The list is virtual: at phone width not every card is in the DOM, so the finished count is
    // read from the library's own count with the Status filter at "Done".
    await page.goto('./#/library?status=succeeded');
    await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(
      `${generators.length} results`,
      { timeout: 30_000 },
    );
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      for (const name of NAV) {
        await studio.nav(name);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await horizontalOverflow(page), `${name} at ${width} px`).toBe(0);
      }
    }
  });

  await test.step('Tab reaches the navigation, export/import, the find bar, the view choice and every card control, each with a visible ring', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await studio.nav('Library');
    // One finished job of every generator the studio offers.
    await expect(page.locator('[data-job-status="succeeded"]')).toHaveCount(generators.length, {
      timeout: 30_000,
    });
    await fromTheTop(page);
    const stops = await tabThrough(page, { max: 400 });
    const names = stops.map((s) => s.name);
    const start = names[0]?.startsWith('link "Skip') ? 1 : 0;
    expect(names.slice(start, start + navStops.length)).toEqual(navStops);
    // The page's own actions, then the find bar (search, filters, order), Select all, then Grid/List
    // (a radio group: one stop, the checked one).
    const pageStops = [
      'button "Export library"',
      'button "Import library file"',
      // The board looked at and New board (issue 40), above the find bar.
      'combobox "Board"',
      'button "New board"',
      'searchbox "Search"',
      'combobox "Generator"',
      'combobox "Status"',
      'combobox "Date"',
      'combobox "Order"',
      'checkbox "Favourites only"',
      // Select all sits beside the result count, before the view choice.
      'checkbox "Select all"',
      'radio "List"',
    ];
    expect(
      names.slice(start + navStops.length, start + navStops.length + pageStops.length),
    ).toEqual(pageStops);
    // Each card has its raw record and its own Remove… button; every player is reached and named.
    expect(names.filter((n) => n === 'summary "Raw record"')).toHaveLength(generators.length);
    expect(names.filter((n) => n === 'button "Remove…"')).toHaveLength(generators.length);
    expect(names.filter((n) => /^(video|audio) "/.test(n)).length).toBeGreaterThanOrEqual(8);
    // Nothing on the way is unnamed or ringless (players draw their own rings on their controls).
    expect(names.filter((n) => /""$/.test(n))).toEqual([]);
    expect(withoutVisibleRing(stops)).toEqual([]);
  });

  await test.step('axe finds no violations, every fold closed, then open', async () => {
    await expect(studio.jobs()).toHaveCount(generators.length);
    for (const { kind } of generators) {
      await expect(page.locator(`[data-job-kind="${kind}"]`), `${kind} finished`).toHaveAttribute(
        'data-job-status',
        'succeeded',
        { timeout: 30_000 },
      );
    }
    await expectNoViolations(page, 'Library with a finished job of every kind');

    // Every result opened: lyrics, raw records.
    for (const summary of await page.locator('[data-job-id] summary').all()) await summary.click();
    await expectNoViolations(page, 'Library with every fold open');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { settingsStore } from '@/gateway/settings';
import { defaultPaths } from '@/testing/assumed-paths';
import { clipDefaults, zClipForm } from './clip/schema';
import { messages as pixaMessages, pixaDefaults, zPixaForm } from './pixa/schema';

/**
 * The in-page demo answers an image upload with a `blob:` link this page made; only the page can
 * open it. Clip and Pixa take such a link while that demo answers, and refuse it next to its field
 * once a gateway elsewhere is set (a draft kept from the demo, then a real gateway): the request
 * would send an address the gateway cannot open.
 */
const pageBlob = () => `blob:${location.origin}/5f0c1e2a-upload`;

/** The parts of a zod result these checks read. */
interface Checked {
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

const forms: {
  field: string;
  check: (values: Record<string, unknown>) => Checked;
  refusal: string;
}[] = [
  {
    field: 'imageUrl',
    check: (values) => zClipForm.safeParse({ ...clipDefaults, prompt: 'A bird', ...values }),
    refusal: 'The start image URL must be a web address starting with http:// or https://.',
  },
  {
    field: 'imageEndUrl',
    check: (values) => zClipForm.safeParse({ ...clipDefaults, prompt: 'A bird', ...values }),
    refusal: 'The end image URL must be a web address starting with http:// or https://.',
  },
  {
    field: 'imgUrl',
    check: (values) => zPixaForm.safeParse({ ...pixaDefaults, prompt: 'A fox', ...values }),
    refusal: pixaMessages.imgUrl,
  },
];

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  settingsStore.init({});
});

describe.each(forms)('$field', ({ field, check, refusal }) => {
  /** The message shown next to the field for this link, if any. */
  const problem = (link: string) =>
    check({ [field]: link }).error?.issues.find((issue) => issue.path[0] === field)?.message;

  it("takes this page's blob: link while the page's own demo answers", () => {
    expect(problem(pageBlob())).toBeUndefined();
  });

  it('refuses it once a gateway elsewhere is set, and still takes a web link', () => {
    settingsStore.save({
      gatewayUrl: 'https://gateway.example',
      apiKey: 'sk-test',
      rememberKey: false,
      paths: defaultPaths,
    });
    expect(problem(pageBlob())).toBe(refusal);
    expect(problem('https://images.example/a.jpg')).toBeUndefined();
  });

  it("refuses another origin's blob: link in either case", () => {
    expect(problem('blob:https://elsewhere.example/5f0c1e2a')).toBe(refusal);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from '@/lib/zod';
import { assumedPathRules, defaultPaths } from '@/testing/assumed-paths';
import { gatewayPaths, readAssumedPaths, type AssumedPathRules } from './assumed-paths';
import { chatSettings } from './chat/chat-settings';
import { parseDeploymentConfig } from './deployment-config';
import {
  DEFAULT_PROFILE_NAME,
  defaultBalancePaths,
  readBalancePaths,
  readStoredProfile,
  readStoredProfiles,
  readStoredSettings,
} from './stored-profiles';

/** Every assumed path a profile keeps: each generator's (its `paths.ts`) and the gateway's own. */
const rules: AssumedPathRules = { ...assumedPathRules, ...gatewayPaths, ...chatSettings };

/**
 * The settings are read before the first render, by hand-written checks instead of zod (which
 * took 13 KB of the start budget; decision 034). These are the zod schemas they replaced, kept
 * here as the reference: the checks must give what the schemas gave, for good, partly damaged and
 * wrong input alike.
 */
function reference() {
  const path = (fallback: string) => z.catch(z.string().check(z.minLength(1)), fallback);
  const assumedPaths = z.object(
    Object.fromEntries(
      Object.entries(rules).map(([key, rule]) => [
        key,
        rule.choices !== undefined
          ? z.catch(z.enum([...rule.choices]), rule.default)
          : rule.optional === true
            ? z.catch(z.string(), rule.default)
            : path(rule.default),
      ]),
    ),
  );
  const balancePaths = z.object({
    subscriptionPath: z.catch(z.string(), defaultBalancePaths.subscriptionPath),
    usagePath: z.catch(z.string(), defaultBalancePaths.usagePath),
  });
  const configProfile = z.object({
    id: z.string().check(
      z.regex(/^[\w-]{1,64}$/),
      z.refine((id) => id !== 'default'),
    ),
    name: z.string().check(z.minLength(1), z.maxLength(60)),
    gatewayUrl: z.string(),
    paths: z.optional(z.unknown()),
    balancePaths: z.optional(z.unknown()),
  });
  // The price list (decision 048) came after zod left: `readPriceList` reads it row by row
  // (price-list.test.ts); none of the inputs here has one, so each reads as an empty list.
  const prices = z.catch(z.array(z.never()), []);
  const main = { name: DEFAULT_PROFILE_NAME, balancePaths: defaultBalancePaths, prices: [] };
  return {
    assumedPaths: z.catch(assumedPaths, defaultPaths),
    balancePaths: z.catch(balancePaths, defaultBalancePaths),
    storedSettings: z.object({
      gatewayUrl: z.catch(z.string(), ''),
      paths: z.catch(assumedPaths, defaultPaths),
    }),
    deploymentConfig: z.object({
      gatewayUrl: z.optional(z.string()),
      demo: z.optional(z.boolean()),
      profiles: z.optional(z.array(configProfile)),
    }),
    storedProfile: z.object({
      id: z.string().check(z.minLength(1)),
      name: z.catch(z.string().check(z.minLength(1)), 'Gateway'),
      gatewayUrl: z.catch(z.string(), ''),
      paths: z.catch(assumedPaths, defaultPaths),
      balancePaths: z.catch(balancePaths, defaultBalancePaths),
      prices,
    }),
    storedProfiles: z.object({
      activeId: z.catch(z.string(), 'default'),
      main: z.catch(
        z.object({
          name: z.catch(z.string().check(z.minLength(1)), DEFAULT_PROFILE_NAME),
          balancePaths: z.catch(balancePaths, defaultBalancePaths),
          prices,
        }),
        main,
      ),
      others: z.catch(z.array(z.unknown()), []),
      seenConfigIds: z.catch(z.array(z.string()), []),
    }),
  };
}

const schemas = reference();

/** Values a field may hold in damaged or foreign storage: every JSON kind. */
const odd: unknown[] = [undefined, null, 0, 42, true, false, '', 'x', [], ['a'], {}, { a: 1 }];

const pathsInputs: unknown[] = [
  ...odd,
  defaultPaths,
  { ...defaultPaths, tuneTimingPath: '', tuneFeedPath: '' },
  { ...defaultPaths, videoImageField: 'picture', clipQueryPath: '/v1/clip/{id}' },
  { videoImageField: 'input_reference', tuneCreatePath: '/make', extra: 'dropped' },
  { videoImageField: 1, clipQueryPath: '', tuneCreatePath: null },
  Object.fromEntries(Object.keys(defaultPaths).map((key) => [key, 7])),
];
const balanceInputs: unknown[] = [
  ...odd,
  defaultBalancePaths,
  { subscriptionPath: '', usagePath: '/u' },
  { subscriptionPath: 3, usagePath: null, other: 1 },
];
const profileInputs: unknown[] = [
  ...odd,
  { id: 'p1' },
  { id: '', name: 'A' },
  { id: 5, name: 'A' },
  { id: 'p2', name: '', gatewayUrl: 9, paths: 'nope', balancePaths: [] },
  { id: 'p3', name: 'Work', gatewayUrl: 'https://w.example', paths: pathsInputs[14] },
  { id: 'p4', name: 'N', balancePaths: { subscriptionPath: '' }, extra: true },
];
const configProfiles: unknown[] = [
  { id: 'team', name: 'Team', gatewayUrl: 'https://t.example' },
  { id: 'team', name: 'Team', gatewayUrl: 'https://t.example', paths: { a: 1 }, balancePaths: 2 },
  { id: 'default', name: 'Team', gatewayUrl: '' },
  { id: 'has space', name: 'Team', gatewayUrl: '' },
  { id: 'x'.repeat(64), name: 'y'.repeat(60), gatewayUrl: '' },
  { id: 'x'.repeat(65), name: 'Team', gatewayUrl: '' },
  { id: 'ok', name: 'y'.repeat(61), gatewayUrl: '' },
  { id: 'ok', name: '', gatewayUrl: '' },
  { id: 'ok', name: 'Team' },
  { id: 'ok-2_b', name: '名前', gatewayUrl: 'https://t.example', extra: 1 },
];
const configInputs: unknown[] = [
  ...odd,
  { gatewayUrl: 'https://g.example' },
  { gatewayUrl: 42 },
  { demo: false },
  { demo: 'no' },
  { gatewayUrl: '', demo: true, other: 'dropped' },
  { profiles: 'x' },
  { profiles: [] },
  ...configProfiles.map((profile) => ({ profiles: [profile] })),
  { profiles: [configProfiles[0], configProfiles[2]] },
];
const profilesInputs: unknown[] = [
  ...odd,
  { activeId: 'p1', main: { name: 'Home' }, others: [{ id: 'p1' }], seenConfigIds: ['team'] },
  { activeId: 3, main: 'x', others: {}, seenConfigIds: ['a', 1] },
  { main: { name: '', balancePaths: { usagePath: '' } }, others: [1, 'two'] },
  { main: null, seenConfigIds: [] },
];

/** What zod gave: the parsed value, or undefined where the whole value failed. */
function zodGives(schema: z.ZodMiniType, input: unknown): unknown {
  const parsed = schema.safeParse(input);
  return parsed.success ? parsed.data : undefined;
}

describe('the settings read before the first render, without zod', () => {
  it('assumed paths fall back field by field, as the zod schema did', () => {
    for (const input of pathsInputs)
      expect(readAssumedPaths(input, rules), JSON.stringify(input)).toStrictEqual(
        zodGives(schemas.assumedPaths, input),
      );
  });

  it('balance paths keep an empty path and drop a wrong one, as the zod schema did', () => {
    for (const input of balanceInputs)
      expect(readBalancePaths(input), JSON.stringify(input)).toStrictEqual(
        zodGives(schemas.balancePaths, input),
      );
  });

  it('the first profile and the other profiles read as the zod schemas read them', () => {
    for (const paths of pathsInputs)
      for (const gatewayUrl of ['https://gw.example', '', 5]) {
        const input = { gatewayUrl, paths };
        expect(readStoredSettings(input, rules), JSON.stringify(input)).toStrictEqual(
          zodGives(schemas.storedSettings, input),
        );
      }
    for (const input of odd)
      expect(readStoredSettings(input, rules)).toStrictEqual(
        zodGives(schemas.storedSettings, input),
      );
    for (const input of profileInputs)
      expect(readStoredProfile(input, rules), JSON.stringify(input)).toStrictEqual(
        zodGives(schemas.storedProfile, input),
      );
  });

  it('the profiles entry reads field by field; a value that is no object reads as an empty one', () => {
    for (const input of profilesInputs) {
      const zod = zodGives(schemas.storedProfiles, input);
      // zod refused a value that is no object at all (and `load` threw before the first render).
      expect(readStoredProfiles(input), JSON.stringify(input)).toStrictEqual(
        zod ?? zodGives(schemas.storedProfiles, {}),
      );
    }
  });

  it("a deployment's config.json is taken whole or ignored whole, as the zod schema did", () => {
    for (const input of configInputs)
      expect(parseDeploymentConfig(input), JSON.stringify(input)).toStrictEqual(
        zodGives(schemas.deploymentConfig, input),
      );
  });
});

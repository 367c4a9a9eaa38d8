import base from './playwright.config';
const extra = (process.env.EXTRA_ARGS ?? '').split(' ').filter(Boolean);
export default {
  ...base,
  testDir: './e2e',
  projects: base.projects!.map((p) => ({
    ...p,
    use: { ...p.use, launchOptions: { ...p.use!.launchOptions, args: [...(p.use!.launchOptions!.args ?? []), ...extra] } },
  })),
};

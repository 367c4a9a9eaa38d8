import fc from 'fast-check';

/** An http(s) address, cheap to draw: what a result URL usually is. */
export const webAddress = fc
  .tuple(
    fc.constantFrom('https://', 'http://', 'HTTPS://', ' https://'),
    fc.constantFrom(
      'cdn.example',
      'media.example.com',
      'audiopipe.example:8443',
      '127.0.0.1',
      '[::1]',
    ),
    fc.string({
      unit: fc.constantFrom('a', 'Z', '0', '/', '.', '%', '-', '~', '?', '=', '&', '#', ' '),
      maxLength: 16,
    }),
  )
  .map(([scheme, host, path]) => `${scheme}${host}/${path}`);

/**
 * What the demo gateway says about a link (issue 55): the same answer for the same link, every
 * time. A link names its case by a word in it (docs/demo-gateway.md): `hostile`, `refused`,
 * `nosubtitles`, `badlines`, `envelope`, `error500`, `slow`; a link with `orchard` in it is a
 * video about pruning, any other http(s) link one about a harbour.
 */

export const linkCases = [
  'hostile',
  'refused',
  'nosubtitles',
  'badlines',
  'envelope',
  'error500',
  'slow',
] as const;
export type LinkCase = (typeof linkCases)[number];

/** The cases a link names (`https://video.example/hostile` → hostile). */
export function casesOf(url: string): Set<LinkCase> {
  const lower = url.toLowerCase();
  return new Set(linkCases.filter((word) => lower.includes(word)));
}

interface DemoVideo {
  title: string;
  duration: number;
  summary: string;
  lines: { startTime: number; end: number; text: string }[];
}

const harbour: DemoVideo = {
  title: 'A morning at the harbour',
  duration: 12,
  summary: [
    '## A morning at the harbour',
    '',
    '**In short:** fishing boats leave at first light while gulls circle the pier.',
    '',
    '- **00:00** The harbour before sunrise',
    '- **00:04** Boats head out past the lighthouse',
    '- **00:08** Gulls over the pier, the market opening',
    '',
    'Filmed from the [north pier](https://harbour.example/north-pier).',
  ].join('\n'),
  lines: [
    { startTime: 0, end: 1.8, text: 'The harbour is still dark.' },
    { startTime: 2, end: 3.8, text: 'A first engine starts.' },
    { startTime: 4, end: 5.8, text: 'Boats head out past the lighthouse.' },
    { startTime: 6, end: 7.8, text: 'The gulls follow them.' },
    { startTime: 8, end: 9.8, text: 'On the pier, the market opens.' },
    { startTime: 10, end: 12, text: 'By seven, the harbour is empty.' },
  ],
};

const orchard: DemoVideo = {
  title: 'Pruning an apple tree',
  duration: 10,
  summary: [
    '## Pruning an apple tree',
    '',
    '1. Take out dead and crossing branches first.',
    '2. Open the centre so light reaches the fruit.',
    '3. Never remove more than a quarter of the tree in one winter.',
    '',
    '> Cut just above an outward-facing bud.',
  ].join('\n'),
  lines: [
    { startTime: 0, end: 2.5, text: 'Start with the dead wood.' },
    { startTime: 2.5, end: 5, text: 'Then the branches that cross.' },
    { startTime: 5, end: 7.5, text: 'Open the centre to the light.' },
    { startTime: 7.5, end: 10, text: 'A quarter at most, each winter.' },
  ],
};

/**
 * The hostile link: markup, a script tag, a `javascript:` link and an image from elsewhere in the
 * Markdown, markup in the lines and the title. The studio must show all of it as text, open none
 * of it and load nothing.
 */
const hostile: DemoVideo = {
  title: '<img src=x onerror=alert(1)> Hostile video',
  duration: 6,
  summary: [
    '## <img src=x onerror=alert(1)> Hostile summary',
    '',
    '<script>alert(1)</script>',
    '',
    'Click [this link](javascript:alert(1)) for more.',
    '',
    '<a href="javascript:alert(2)">a raw link</a>',
    '',
    '![a picture from elsewhere](https://tracker.example/pixel.png)',
  ].join('\n'),
  lines: [
    { startTime: 0, end: 2, text: '<b>bold</b> <script>alert(1)</script>' },
    { startTime: 2, end: 4, text: '<a href="javascript:alert(1)">click</a>' },
    { startTime: 4, end: 6, text: '<img src=x onerror=alert(1)>' },
  ],
};

/** The video a link is: the hostile one, the orchard (a link with `orchard` in it), else the harbour. */
export function videoFor(url: string): DemoVideo {
  if (casesOf(url).has('hostile')) return hostile;
  return url.toLowerCase().includes('orchard') ? orchard : harbour;
}

/** The subtitle lines as the gateway sends them; `badlines` mixes in lines that cannot be read. */
export function linesFor(url: string): unknown[] {
  const { lines } = videoFor(url);
  if (!casesOf(url).has('badlines')) return lines;
  return [{ startTime: 'soon', text: 'no start' }, ...lines, { startTime: 12, text: '' }];
}

/**
 * The answer to a question about a link: it names the question, quotes the video, and counts the
 * questions asked before it (the history sent), so a conversation's memory shows.
 */
export function answerFor(url: string, question: string, asked: number): string {
  const video = videoFor(url);
  if (casesOf(url).has('hostile'))
    return `<script>alert(1)</script> You asked “${question}”. [Open](javascript:alert(1))`;
  const line = video.lines[asked % video.lines.length]?.text ?? '';
  const before =
    asked === 0
      ? 'This is your first question about it.'
      : `You asked ${asked} question${asked === 1 ? '' : 's'} before this one.`;
  return `You asked: “${question}”. In **${video.title}** the video says: “${line}” ${before}`;
}

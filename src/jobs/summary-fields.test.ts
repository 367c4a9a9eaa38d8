import { describe, expect, it } from 'vitest';
import { summaryFormats, summaryLines, type SummaryFields } from './summary-fields';

const declared: SummaryFields = {
  seconds: { label: 'Seconds', format: summaryFormats.seconds },
  motionMode: { label: 'Motion mode', aliases: ['Motion mode'] },
  removeWatermark: { label: 'Remove watermark', aliases: ['Remove watermark'] },
};

describe('summaryLines', () => {
  it('reads each field with its label and format, in stored order', () => {
    expect(
      summaryLines({ motionMode: 'fast', seconds: 5, removeWatermark: true }, declared),
    ).toEqual([
      { key: 'motionMode', label: 'Motion mode', text: 'fast' },
      { key: 'seconds', label: 'Seconds', text: '5 s' },
      { key: 'removeWatermark', label: 'Remove watermark', text: 'yes' },
    ]);
  });

  it('an older record keyed by label reads the same as a new one', () => {
    expect(summaryLines({ 'Motion mode': 'fast', 'Remove watermark': true }, declared)).toEqual([
      { key: 'Motion mode', label: 'Motion mode', text: 'fast' },
      { key: 'Remove watermark', label: 'Remove watermark', text: 'yes' },
    ]);
  });

  it('leaves out empty, null and false; an undeclared key shows under its own name', () => {
    expect(
      summaryLines({ seconds: null, motionMode: '', removeWatermark: false, Extra: 3 }, declared),
    ).toEqual([{ key: 'Extra', label: 'Extra', text: '3' }]);
  });

  it('seconds stored as text (an old gateway answer) read as they came', () => {
    expect(summaryLines({ seconds: '5s' }, declared)).toEqual([
      { key: 'seconds', label: 'Seconds', text: '5s' },
    ]);
  });
});

import { t } from '@/i18n/i18n';
import type { DerivedOperation } from '@/jobs/derived-operation';
import { concatCreator, continueCreator, stemsCreator } from '@/features/music/derive/derive';
import { musicCreatorWith } from '@/features/music/derive/persona';
import {
  coverCreator,
  jobOffersCover,
  jobOffersPaint,
  jobOffersPersona,
  paintCreator,
} from '@/features/music/derive/restyle';
import { infillCreator } from '@/features/music/derive/infill';
import { uploadCreator } from '@/features/music/upload/upload';
import {
  conversionCreator,
  conversionFormats,
  isConversion,
  type ConversionFormat,
} from '@/features/music/convert/convert';

/**
 * What can be made from a finished song. The choice belongs to one clip of the result, so the
 * module's `Result` draws the forms beside each clip (`clip-actions.tsx`).
 */
const songOperations: readonly DerivedOperation[] = [
  {
    id: 'continue',
    get label() {
      return t('job.action.continue');
    },
    icon: 'sparkles',
    // A continuation shares its source's title: its headline says what it is.
    namesChild: true,
    form: 'result',
    request: continueCreator,
    lineage: {
      source: 'lineage.source.continue',
      child: 'lineage.child.continue',
      sourceAt: 'lineage.source.continueAt',
      childAt: 'lineage.child.continueAt',
    },
  },
  {
    id: 'stems',
    get label() {
      return t('job.action.stems');
    },
    icon: 'git-branch',
    // Its title is its source's: the headline says these are its stems ("Stems: “…”").
    namesChild: true,
    // A stem is already split.
    offeredOn: (job) => job.source?.relation !== 'stems',
    form: 'result',
    request: stemsCreator,
    lineage: {
      source: 'lineage.source.stems',
      child: 'lineage.child.stems',
    },
  },
  {
    id: 'concat',
    get label() {
      return t('job.action.concat');
    },
    icon: 'git-branch',
    // Only a continued song can be joined into one.
    offeredOn: (job) => job.source?.relation === 'continue',
    namesChild: true,
    form: 'result',
    request: concatCreator,
    lineage: {
      source: 'lineage.source.concat',
      child: 'lineage.child.concat',
    },
  },
  // Issue 26: a song made anew from a finished take (restyle.ts, persona.ts).
  {
    id: 'cover',
    get label() {
      return t('music.cover.action');
    },
    icon: 'sparkles',
    // Its title is the source's unless changed: the headline says it is a cover.
    namesChild: true,
    offeredOn: jobOffersCover,
    form: 'result',
    request: coverCreator,
    lineage: { source: 'lineage.source.cover', child: 'lineage.child.cover' },
  },
  {
    id: 'overpainting',
    get label() {
      return t('music.paint.vocals.action');
    },
    icon: 'sparkles',
    namesChild: true,
    // Vocals only where there are none.
    offeredOn: jobOffersPaint('overpainting'),
    form: 'result',
    request: (source) => paintCreator('overpainting', source),
    lineage: { source: 'lineage.source.overpainting', child: 'lineage.child.overpainting' },
  },
  {
    id: 'underpainting',
    get label() {
      return t('music.paint.instrumental.action');
    },
    icon: 'sparkles',
    namesChild: true,
    // An instrumental only under vocals.
    offeredOn: jobOffersPaint('underpainting'),
    form: 'result',
    request: (source) => paintCreator('underpainting', source),
    lineage: { source: 'lineage.source.underpainting', child: 'lineage.child.underpainting' },
  },
  {
    // "Make a persona" is offered on a take; the job it leads to is a song in that voice, made
    // from the music form, whose lineage names the take.
    id: 'persona',
    get label() {
      return t('music.persona.make');
    },
    icon: 'sparkles',
    // An uploaded clip cannot be a persona (field notes).
    offeredOn: jobOffersPersona,
    form: 'result',
    request: musicCreatorWith,
    lineage: { source: 'lineage.source.persona', child: 'lineage.child.persona' },
  },
  {
    id: 'infill',
    get label() {
      return t('music.infill.action');
    },
    icon: 'sparkles',
    // A stem is a part of a song, not a song to sing anew.
    offeredOn: (job) => job.source?.relation !== 'stems',
    // The new takes share the source's title: their headline says which section was replaced.
    namesChild: true,
    form: 'result',
    request: infillCreator,
    lineage: {
      source: 'lineage.source.infill',
      child: 'lineage.child.infill',
      sourceAt: 'lineage.source.infillAt',
      childAt: 'lineage.child.infillAt',
    },
  },
  {
    // A song from a file of one's own (issue 26): made on the Music page's "Upload audio", never
    // from a result, so no result offers it; declared for its lineage words and its headline.
    id: 'upload',
    get label() {
      return t('music.upload.action');
    },
    icon: 'sparkles',
    offeredOn: () => false,
    namesChild: true,
    form: 'result',
    request: uploadCreator,
    lineage: {
      source: 'lineage.source.upload',
      child: 'lineage.child.upload',
    },
  },
];

/**
 * A take as a file (issue 56): its WAV and its notes as MIDI, each a job of its own with its card.
 * A conversion is a file, not a song: nothing is made from it (`musicOperations` below).
 */
/** The lineage words, written out: each a message the catalogs' test finds asked for. */
const conversionLineage = {
  wav: { source: 'lineage.source.wav', child: 'lineage.child.wav' },
  midi: { source: 'lineage.source.midi', child: 'lineage.child.midi' },
} as const;

const conversionOperation = (format: ConversionFormat): DerivedOperation => ({
  id: format,
  get label() {
    return format === 'wav' ? t('music.convert.wav') : t('music.convert.midi');
  },
  icon: 'download',
  namesChild: true,
  form: 'result',
  request: (source) => conversionCreator(format, source),
  lineage: conversionLineage[format],
});
const conversionOperations = conversionFormats.map(conversionOperation);

/** Everything a finished song offers; a WAV or MIDI job offers none of it. */
export const musicOperations: readonly DerivedOperation[] = [
  ...songOperations,
  ...conversionOperations,
].map((op) => ({
  ...op,
  get label() {
    return op.label;
  },
  offeredOn: (job) => !isConversion(job) && (op.offeredOn?.(job) ?? true),
}));

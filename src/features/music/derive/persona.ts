import type { GatewayConnection } from '@/gateway/connection';
import {
  zTuneCreateAnswer,
  zTunePersonaAnswer,
  type TunePersonaAnswer,
  type TunePersonaRequest,
} from '@/features/music/gateway-schema/tune';
import type { JobCreator } from '@/jobs/generator';
import type { JobSource } from '@/jobs/job';
import type { Persona } from '@/features/music/persona/personas';
import { intlLocale, t } from '@/i18n/i18n';
import { z } from '@/lib/zod';
import { musicCreator } from '@/features/music/api';
import { createClips } from './create-clips';
import { toMusicRequest } from '@/features/music/request';
import type { MusicFormValues } from '@/features/music/schema';
import { musicPath } from '../paths';

/**
 * A persona (issue 26): a voice made from one finished take by `POST /tune/persona/create/`
 * (assumed path `tunePersonaPath`), kept in the studio, and chosen in the music form to sing a new
 * song — the create body then carries `task: "artist_consistency"`, `persona_id` and
 * `artist_clip_id` (the take the voice came from). The relays' limits are not shown: a name of up
 * to 60 characters and a description of up to 500 are assumed.
 */
export const PERSONA_NAME_MAX = 60;
export const PERSONA_DESCRIPTION_MAX = 500;

const count = (n: number) => n.toLocaleString(intlLocale());

export function personaSchema() {
  return z.object({
    name: z.string().check(
      z.trim(),
      z.minLength(1, { error: () => t('music.persona.name.required') }),
      z.maxLength(PERSONA_NAME_MAX, {
        error: () => t('music.persona.name.tooLong', { max: count(PERSONA_NAME_MAX) }),
      }),
    ),
    description: z.string().check(
      z.trim(),
      z.maxLength(PERSONA_DESCRIPTION_MAX, {
        error: () =>
          t('music.persona.description.tooLong', { max: count(PERSONA_DESCRIPTION_MAX) }),
      }),
    ),
  });
}
export type PersonaFormValues = z.output<ReturnType<typeof personaSchema>>;
export type PersonaFormInput = z.input<ReturnType<typeof personaSchema>>;

export const toPersonaRequest = (
  clipId: string,
  values: PersonaFormValues,
): TunePersonaRequest => ({
  root_clip_id: clipId,
  name: values.name,
  description: values.description,
  clips: [clipId],
  is_public: false,
});

/** The one POST that makes a persona (a paid call): its answer parsed, its id required. */
export function requestPersona(
  connection: Pick<GatewayConnection, 'client' | 'settings'>,
  body: TunePersonaRequest,
  signal?: AbortSignal,
): Promise<TunePersonaAnswer> {
  return connection.client.json({
    method: 'POST',
    path: musicPath(connection.settings.paths, 'tunePersonaPath'),
    body,
    schema: zTunePersonaAnswer,
    ...(signal ? { signal } : {}),
  });
}

/** A persona can sing: its id has come back, and it lives at the gateway in use. */
export const canSing = (
  persona: Persona,
  gateway: string,
): persona is Persona & { remoteId: string } =>
  persona.remoteId !== null && persona.gateway === gateway;

/** The persona the values choose, when it sings here and the song has words for it to sing. */
export function chosenPersona(
  values: MusicFormValues,
  personas: readonly Persona[],
  gateway: string,
): (Persona & { remoteId: string }) | null {
  if (values.personaId === '' || values.mode !== 'lyrics' || values.instrumental) return null;
  return (
    personas.find(
      (p): p is Persona & { remoteId: string } =>
        canSing(p, gateway) && p.remoteId === values.personaId,
    ) ?? null
  );
}

export function toPersonaSongRequest(
  values: MusicFormValues,
  persona: Persona & { remoteId: string },
): Record<string, unknown> {
  return {
    ...toMusicRequest(values),
    task: 'artist_consistency',
    persona_id: persona.remoteId,
    artist_clip_id: persona.rootClipId,
  };
}

const personaSource = (persona: Persona): JobSource => ({
  jobId: persona.jobId,
  relation: 'persona',
  remoteId: persona.rootClipId,
  at: null,
});

/**
 * The music form's creator, knowing the personas kept here: a song whose values choose one is
 * sung in its voice (and its lineage names the take the voice came from); any other is
 * `musicCreator`'s plain song.
 */
export function musicCreatorWith(
  personas: readonly Persona[],
  gateway: string,
): JobCreator<MusicFormValues> {
  if (personas.length === 0) return musicCreator;
  const chosen = (values: MusicFormValues) => chosenPersona(values, personas, gateway);
  return {
    kind: musicCreator.kind,
    summarize: (values) => {
      const summary = musicCreator.summarize(values);
      const persona = chosen(values);
      return persona === null
        ? summary
        : { ...summary, fields: { ...summary.fields, persona: persona.name } };
    },
    describeRequest: (values, settings) => {
      const persona = chosen(values);
      return persona === null
        ? musicCreator.describeRequest(values, settings)
        : toPersonaSongRequest(values, persona);
    },
    source: (values) => {
      const persona = chosen(values);
      return persona === null ? null : personaSource(persona);
    },
    create: (ctx, values) => {
      const persona = chosen(values);
      return persona === null
        ? musicCreator.create(ctx, values)
        : createClips(
            ctx,
            musicPath(ctx.settings.paths, 'tuneCreatePath'),
            toPersonaSongRequest(values, persona),
            zTuneCreateAnswer,
          );
    },
  };
}

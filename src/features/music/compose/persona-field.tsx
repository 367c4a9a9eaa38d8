import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { formFields } from '@/components/ui/form/form-fields';
import { useGatewayConnection } from '@/gateway/connection';
import { useT } from '@/i18n/use-t';
import { removePersona, usePersonas, type Persona } from '@/features/music/persona/personas';
import { canSing } from '@/features/music/derive/persona';
import type { MusicFormInput } from '@/features/music/schema';

const { SelectField } = formFields<MusicFormInput>();

/** One kept persona: its name, the take it came from, and why it cannot sing here when it cannot. */
function PersonaEntry({ persona, gateway }: { persona: Persona; gateway: string }) {
  const t = useT();
  const state =
    persona.remoteId === null
      ? t('music.persona.notConfirmed')
      : persona.gateway !== gateway
        ? t('music.persona.elsewhere', { gateway: persona.gateway })
        : null;
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-1.5">
      <div className="flex min-w-0 flex-col">
        <span className="text-sm font-medium">{persona.name}</span>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">
          {t('music.persona.from', { title: persona.sourceTitle ?? persona.rootClipId })}
          {persona.description ? ` · ${persona.description}` : ''}
        </span>
        {state ? <span className="text-xs text-amber-800 dark:text-amber-300">{state}</span> : null}
      </div>
      <Button
        variant="ghost"
        aria-label={t('music.persona.remove', { name: persona.name })}
        onClick={() => void removePersona(persona.id)}
      >
        {t('music.persona.removeShort')}
      </Button>
    </li>
  );
}

/**
 * The music form's "Voice": sing the song as a persona kept here (issue 26), or as the model
 * likes. Only personas whose id came back from the gateway in use can sing; the list below names
 * every persona kept, each removable (from the studio; the gateway keeps its own).
 */
export function PersonaField() {
  const t = useT();
  const gateway = useGatewayConnection().client.baseUrl;
  const personas = usePersonas();
  const { setValue } = useFormContext<MusicFormInput>();
  const chosen = useWatch<MusicFormInput, 'personaId'>({ name: 'personaId' }) ?? '';
  const singers = (personas ?? []).filter((p): p is Persona & { remoteId: string } =>
    canSing(p, gateway),
  );
  const gone =
    personas !== undefined && chosen !== '' && !singers.some((p) => p.remoteId === chosen);
  // A persona removed (or kept at another gateway) since the form last held it is let go, so the
  // choice on screen is the one sent.
  useEffect(() => {
    if (gone) setValue('personaId', '', { shouldDirty: true });
  }, [gone, setValue]);
  if (personas === undefined) return null;
  if (personas.length === 0)
    return <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('music.persona.none')}</p>;
  const names = new Map(singers.map((p) => [p.remoteId, p.name]));
  return (
    <>
      <SelectField
        name="personaId"
        label={t('music.persona.field')}
        hint={t('music.persona.field.hint')}
        options={['', ...names.keys()]}
        optionLabel={(id) => (id === '' ? t('music.persona.noneChosen') : (names.get(id) ?? id))}
      />
      <details className="text-sm">
        <summary className="cursor-pointer text-xs font-medium">
          {t('music.persona.list', { count: personas.length })}
        </summary>
        <ul
          aria-label={t('music.persona.listLabel')}
          className="mt-1 divide-y divide-zinc-200 dark:divide-zinc-800"
        >
          {personas.map((persona) => (
            <PersonaEntry key={persona.id} persona={persona} gateway={gateway} />
          ))}
        </ul>
      </details>
    </>
  );
}

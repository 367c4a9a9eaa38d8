import { ImageInputsContext } from '@/jobs/frames/image-inputs';
import type { StudioParts } from '@/jobs/page-about';
import { StoryboardPage } from './storyboard-page';
import { RemakeContext } from './board/remake';
import { mentionsIn } from '@/jobs/characters/mentions';
import { sendToForm } from '@/jobs/forms/form-handoff';
import type { Job } from '@/jobs/job';
import { navigate } from '@/lib/hash-route';

/**
 * The Storyboard, a chunk of its own; Mediabunny is a further chunk, loaded by "Export film". Its
 * next shot starts from the image input that declares a start from a frame; each take's generator
 * is named in the language shown ("Video", "视频"), not by its kind.
 */
export function StoryboardRoute({ parts }: { parts: StudioParts }) {
  const kindLabel = (kind: string) => parts.kindViews[kind]?.label ?? kind;
  // "Make again with @Mia" (issue 56): the take's settings in its form, the names added.
  const remake = (job: Job, names: readonly string[]) => {
    const view = parts.kindViews[job.kind];
    if (view?.recall === undefined || view.path === undefined) return;
    const recall = view.recall(job);
    const prompt = typeof recall.values.prompt === 'string' ? recall.values.prompt : job.prompt;
    const there = mentionsIn(prompt).map((m) => m.name.toLocaleLowerCase());
    const added = names.filter((name) => !there.includes(name.toLocaleLowerCase()));
    const values = { ...recall.values, prompt: [...added.map((n) => `@${n}`), prompt].join(' ') };
    sendToForm(job.kind, job.id, { ...recall, values });
    navigate(`/${view.path}`);
  };
  return (
    <ImageInputsContext.Provider value={parts.imageInputs}>
      <RemakeContext.Provider value={remake}>
        <StoryboardPage kindLabel={kindLabel} shotMakers={parts.shotMakers} />
      </RemakeContext.Provider>
    </ImageInputsContext.Provider>
  );
}

import { describe, expect, it } from 'vitest';
import { toPixaRequest } from './request';
import { pixaDefaults, zPixaForm, type PixaFormInput } from './schema';

function values(input: Partial<PixaFormInput>) {
  return zPixaForm.parse({ ...pixaDefaults, prompt: 'A fox', ...input });
}

describe('toPixaRequest', () => {
  it('sends the documented fields; empty optional fields are left out', () => {
    expect(toPixaRequest(values({}))).toEqual({
      prompt: 'A fox',
      model: 'v4.5',
      duration: 5,
      quality: '540p',
      motion_mode: 'normal',
      remove_watermark: 0,
    });
  });

  it('sends template, seed (0 included), image URL and the watermark flag as 1', () => {
    expect(
      toPixaRequest(
        values({
          model: 'v5',
          templateId: '315446315336768',
          seed: '0',
          imgUrl: 'https://img.example/a.jpg',
          removeWatermark: true,
          duration: '8',
          quality: '1080p',
        }),
      ),
    ).toEqual({
      prompt: 'A fox',
      model: 'v5',
      duration: 8,
      quality: '1080p',
      motion_mode: 'normal',
      remove_watermark: 1,
      template_id: 315446315336768,
      seed: 0,
      img_url: 'https://img.example/a.jpg',
    });
  });

  it('integers stay integers in the JSON that is sent', () => {
    expect(
      JSON.stringify(toPixaRequest(values({ templateId: '12', seed: '34', motionMode: 'fast' }))),
    ).toBe(
      '{"prompt":"A fox","model":"v4.5","duration":5,"quality":"540p","motion_mode":"fast","remove_watermark":0,"template_id":12,"seed":34}',
    );
  });
});

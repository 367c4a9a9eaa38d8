import { describe, expect, it } from 'vitest';
import { toClipRequest } from './request';
import { clipDefaults, zClipForm } from './schema';

describe('toClipRequest', () => {
  it('sends the prompt, ratio and both booleans, and no empty image fields', () => {
    const values = zClipForm.parse({
      ...clipDefaults,
      prompt: 'A hummingbird',
      aspectRatio: '9:21',
      loop: true,
    });
    expect(toClipRequest(values)).toEqual({
      user_prompt: 'A hummingbird',
      aspect_ratio: '9:21',
      expand_prompt: true,
      loop: true,
    });
  });

  it('sends the start and end images when given', () => {
    const values = zClipForm.parse({
      ...clipDefaults,
      prompt: 'Morph',
      expandPrompt: false,
      imageUrl: 'https://images.example/start.jpg',
      imageEndUrl: 'https://images.example/end.jpg',
    });
    expect(toClipRequest(values)).toEqual({
      user_prompt: 'Morph',
      aspect_ratio: '16:9',
      expand_prompt: false,
      loop: false,
      image_url: 'https://images.example/start.jpg',
      image_end_url: 'https://images.example/end.jpg',
    });
  });

  it('sends an end image alone', () => {
    const values = zClipForm.parse({
      ...clipDefaults,
      prompt: 'Arrive',
      imageEndUrl: 'https://images.example/end.jpg',
    });
    const body = toClipRequest(values);
    expect(body.image_end_url).toBe('https://images.example/end.jpg');
    expect(body).not.toHaveProperty('image_url');
  });
});

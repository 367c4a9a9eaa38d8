import { describe } from 'vitest';
import { itTakesImagesItsFormAccepts } from '@/testing/image-inputs';
import { pixaImageInputs } from './image-inputs';
import { zPixaForm } from './schema';

describe('Pixa’s image input', () => {
  itTakesImagesItsFormAccepts(pixaImageInputs, zPixaForm.shape);
});

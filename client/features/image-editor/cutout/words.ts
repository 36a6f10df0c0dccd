// The background removal's words, spread into the image editor's messages
// (messages.ts) as `cutout.*`: the panel, its stages and its errors.
import type { Locale } from '@src/common/locales';

const pt = {
  title: 'Remover fundo',
  peopleOnly: 'Funciona em fotos de pessoas: o modelo reconhece só pessoas, não objetos, animais ou produtos.',
  remove: 'Remover fundo',
  needsPhoto: 'Abra uma foto para remover o fundo.',
  stages: {
    loading: 'Carregando o modelo…',
    segmenting: 'Procurando a pessoa…',
    refining: 'Refinando as bordas…',
    encoding: 'Gerando o PNG…',
    saving: 'Salvando na biblioteca…',
  },
  done: 'Fundo removido. O recorte está na biblioteca; “Desfazer” volta à foto original.',
  result: 'Recorte salvo na biblioteca: {{name}}',
  jpegWhite: 'JPEG não tem transparência: as partes sem fundo ficam brancas. Use PNG para manter o fundo transparente.',
  errors: {
    cutout_no_person: 'Não encontramos uma pessoa nesta foto. A remoção de fundo funciona só em fotos de pessoas.',
    cutout_model_failed: 'Não foi possível carregar o modelo de remoção de fundo. Tente de novo.',
    cutout_failed: 'Não foi possível remover o fundo desta foto. Tente de novo.',
  },
};

export const CUTOUT_WORDS: Record<Locale, { cutout: typeof pt }> = {
  'pt-BR': { cutout: pt },
  en: {
    cutout: {
      title: 'Remove background',
      peopleOnly: 'Works on photos of people: the model recognises people only, not objects, animals or products.',
      remove: 'Remove background',
      needsPhoto: 'Open a photo to remove its background.',
      stages: {
        loading: 'Loading the model…',
        segmenting: 'Finding the person…',
        refining: 'Refining the edges…',
        encoding: 'Making the PNG…',
        saving: 'Saving to the library…',
      },
      done: 'Background removed. The cut-out is in the library; “Undo” brings the original photo back.',
      result: 'Cut-out saved to the library: {{name}}',
      jpegWhite: 'JPEG has no transparency: the parts without background turn white. Use PNG to keep the background transparent.',
      errors: {
        cutout_no_person: 'We found no person in this photo. Background removal works on photos of people only.',
        cutout_model_failed: 'Could not load the background removal model. Try again.',
        cutout_failed: "Could not remove this photo's background. Try again.",
      },
    },
  },
};

// The words of the pickers that choose another tool's project as a source (the
// caption generator, the viral predictor), said once for both.
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '../lib/i18n-namespace';

const MESSAGES = bilingual({
  choose: ['Escolha…', 'Choose…'],
  loading: ['Carregando…', 'Loading…'],
  clipProject: ['Projeto do clipper', 'Clipper project'],
  clip: ['Clipe', 'Clip'],
  clipNumber: ['Clipe {{n}}', 'Clip {{n}}'],
  noClipProjects: ['Nenhum projeto do clipper ainda.', 'No clipper projects yet.'],
  noClips: ['Este projeto ainda não tem clipes.', 'This project has no clips yet.'],
});

export const usePickerT = () => useNamespace('projectPickers', MESSAGES);

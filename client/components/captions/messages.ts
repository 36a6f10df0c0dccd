// The caption style picker's messages (kit editor, subtitles, clipper), in
// their own namespace so the landing bundle does not carry them.
import type { Locale } from '@src/common/locales';
import type { CaptionStyleId } from '@src/common/contracts/caption-styles';
import { useNamespace } from '../../lib/i18n-namespace';

type Messages = {
  label: string;
  sample: string;
  styles: Record<CaptionStyleId, string>;
  preset: string;
  presetKit: string;
  presetNone: string;
};

const ptBR: Messages = {
  label: 'Estilo da legenda',
  sample: 'ganhe dinheiro com ideias simples',
  styles: {
    highlight: 'Palavra destacada',
    pop: 'Surgir',
    bounce: 'Pulo',
    box: 'Caixa',
    karaoke: 'Karaokê',
    typewriter: 'Máquina de escrever',
    keyword: 'Palavra-chave',
    emoji: 'Emoji automático',
    plain: 'Simples',
  },
  preset: 'Predefinição do kit',
  presetKit: 'Legenda do kit',
  presetNone: 'Sem kit',
};

const en: Messages = {
  label: 'Caption style',
  sample: 'make money with simple ideas',
  styles: {
    highlight: 'Word highlight',
    pop: 'Pop-in',
    bounce: 'Bounce',
    box: 'Box',
    karaoke: 'Karaoke',
    typewriter: 'Typewriter',
    keyword: 'Keyword colour',
    emoji: 'Auto emoji',
    plain: 'Plain',
  },
  preset: 'Kit preset',
  presetKit: 'Kit caption',
  presetNone: 'No kit',
};

const messages: Record<Locale, Messages> = { 'pt-BR': ptBR, en };
export const useCaptionStylesT = () => useNamespace('captionStyles', messages);

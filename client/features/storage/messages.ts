// The storage bar's words (decision 034).
import type { Locale } from '@src/common/locales';

const ptBR = {
  title: 'Armazenamento',
  used: '{{used}} de {{quota}} usados',
  parts: 'Biblioteca {{media}} · envios em andamento {{uploading}} · projetos {{projects}} · fontes {{fonts}}',
  full: 'O armazenamento está cheio: novos envios serão recusados até você liberar espaço.',
  nearlyFull: 'O armazenamento está quase cheio.',
  loading: 'Carregando o armazenamento…',
};
const en: typeof ptBR = {
  title: 'Storage',
  used: '{{used}} of {{quota}} used',
  parts: 'Library {{media}} · uploads in progress {{uploading}} · projects {{projects}} · fonts {{fonts}}',
  full: 'Storage is full: new uploads are refused until you free some space.',
  nearlyFull: 'Storage is nearly full.',
  loading: 'Loading storage…',
};

export const STORAGE_MESSAGES: Record<Locale, typeof ptBR> = { 'pt-BR': ptBR, en };

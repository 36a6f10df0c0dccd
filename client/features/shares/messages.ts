// Quick share's own messages (decision 053), in a namespace loaded with the
// chunks that draw them. Server errors (share_*) stay in the main files under errors.<code>.
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '../../lib/i18n-namespace';

export const shareMessages = bilingual({
  action: ['Compartilhar', 'Share'],
  dialogTitle: ['Compartilhar “{{name}}”', 'Share “{{name}}”'],
  dialogText: [
    'Crie um link público: quem recebe vê o arquivo sem precisar de conta, e a prévia aparece no WhatsApp.',
    'Make a public link: whoever gets it sees the file without an account, and it previews in WhatsApp.',
  ],
  caption: ['Legenda', 'Caption'],
  captionHint: ['Aparece na página e na mensagem do WhatsApp.', 'Shown on the page and in the WhatsApp message.'],
  allowDownload: ['Permitir download', 'Allow download'],
  expiry: ['Expira', 'Expires'],
  expiries: {
    never: ['Nunca', 'Never'],
    '1d': ['Em 1 dia', 'In 1 day'],
    '7d': ['Em 7 dias', 'In 7 days'],
    '30d': ['Em 30 dias', 'In 30 days'],
  },
  password: ['Senha (opcional)', 'Password (optional)'],
  passwordHint: ['Deixe em branco para qualquer pessoa com o link abrir.', 'Leave empty for anyone with the link to open it.'],
  create: ['Criar link', 'Create link'],
  created: ['Link criado', 'Link created'],
  link: ['Link para compartilhar', 'Link to share'],
  copy: ['Copiar link', 'Copy link'],
  copied: ['Link copiado', 'Link copied'],
  copyFailed: ['Não foi possível copiar: selecione o link e copie.', 'Could not copy: select the link and copy it.'],
  whatsapp: ['Enviar pelo WhatsApp', 'Send by WhatsApp'],
  shareFile: ['Compartilhar arquivo', 'Share file'],
  shareFileFailed: ['Não foi possível compartilhar o arquivo.', 'The file could not be shared.'],
  open: ['Abrir página', 'Open page'],
  done: ['Concluir', 'Done'],
  list: {
    title: ['Links compartilhados', 'Shared links'],
    subtitle: [
      'Cada link mostra um arquivo da biblioteca numa página pública. Desative um link para que pare de abrir.',
      'Each link shows a library file on a public page. Revoke a link to make it stop opening.',
    ],
    empty: ['Nenhum link ainda', 'No links yet'],
    emptyHint: [
      'Na biblioteca, abra o menu de um arquivo e escolha “Compartilhar”.',
      'In the library, open a file’s menu and choose “Share”.',
    ],
    loading: ['Carregando links…', 'Loading links…'],
    error: ['Não foi possível carregar os links.', 'The links could not be loaded.'],
    retry: ['Tentar de novo', 'Try again'],
    toLibrary: ['Ir para a biblioteca', 'Go to the library'],
    files: ['Arquivos', 'Files'],
    views: ['{{count}} visualização(ões)', '{{count}} view(s)'],
    downloads: ['{{count}} download(s)', '{{count}} download(s)'],
    expires: ['Expira em {{date}}', 'Expires {{date}}'],
    noExpiry: ['Sem prazo', 'No expiry'],
    protected: ['Com senha', 'Password'],
    downloadable: ['Download liberado', 'Download allowed'],
    state: { active: ['Ativo', 'Active'], expired: ['Expirado', 'Expired'], revoked: ['Desativado', 'Revoked'] },
    revoke: ['Desativar', 'Revoke'],
    revokeTitle: ['Desativar este link?', 'Revoke this link?'],
    revokeText: [
      'Quem abrir o link verá que ele foi desativado. Isso não apaga o arquivo da biblioteca.',
      'Whoever opens the link will see it was turned off. The library file is not deleted.',
    ],
    revoked: ['Link desativado', 'Link revoked'],
    deletedFile: ['Arquivo apagado', 'Deleted file'],
  },
});

export const NS = 'shares';
export const useShareT = () => useNamespace(NS, shareMessages);

// Publishing's own messages (decision 057), loaded with the page. Server errors
// (publish_*) stay in the main files under errors.<code>.
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '../../lib/i18n-namespace';

export const publishMessages = bilingual({
  subtitle: [
    'Publique agora ou agende arquivos da biblioteca nas contas conectadas da organização.',
    "Publish now or schedule library files to the organization's connected accounts.",
  ],
  accounts: {
    title: ['Contas conectadas', 'Connected accounts'],
    noNetwork: [
      'Nenhuma rede social real está configurada neste ambiente. Use a rede de teste para publicar de ponta a ponta sem sair do computador.',
      'No real social network is configured in this environment. Use the test network to publish end to end without leaving this machine.',
    ],
    noneAvailable: ['Nenhuma rede pode ser conectada neste ambiente ainda.', 'No network can be connected in this environment yet.'],
    testNetwork: ['Rede de teste', 'Test network'],
    testBadge: ['Teste · não publica de verdade', 'Test · publishes nowhere real'],
    testHint: [
      'As publicações ficam numa caixa de saída local (/__dev/posts), nenhuma rede real recebe nada.',
      'Posts are kept in a local outbox (/__dev/posts); no real network receives anything.',
    ],
    name: ['Nome da conta', 'Account name'],
    defaultName: ['Conta de teste', 'Test account'],
    connect: ['Conectar rede de teste', 'Connect the test network'],
    connected: ['Rede de teste conectada', 'Test network connected'],
    disconnect: ['Desconectar', 'Disconnect'],
    disconnectTitle: ['Desconectar esta conta?', 'Disconnect this account?'],
    disconnectText: [
      'Publicações agendadas nesta conta vão falhar. As já publicadas continuam na lista.',
      'Posts scheduled to this account will fail. Published ones stay in the list.',
    ],
    disconnected: ['Conta desconectada', 'Account disconnected'],
    adminsOnly: ['Só administradores conectam e desconectam contas.', 'Only admins connect and disconnect accounts.'],
    none: ['Nenhuma conta conectada.', 'No account connected.'],
  },
  form: {
    title: ['Nova publicação', 'New post'],
    account: ['Conta', 'Account'],
    file: ['Arquivo da biblioteca', 'Library file'],
    chooseFile: ['Escolha um arquivo', 'Choose a file'],
    noFiles: ['A biblioteca está vazia: envie um vídeo ou imagem primeiro.', 'The library is empty: upload a video or image first.'],
    caption: ['Legenda', 'Caption'],
    count: ['{{count}} de {{max}} caracteres', '{{count}} of {{max}} characters'],
    titleField: ['Título (opcional)', 'Title (optional)'],
    when: ['Quando', 'When'],
    now: ['Agora', 'Now'],
    scheduled: ['Agendar', 'Schedule'],
    at: ['Data e hora', 'Date and time'],
    submitNow: ['Publicar agora', 'Publish now'],
    submitScheduled: ['Agendar publicação', 'Schedule post'],
    queued: ['Publicação enviada para a fila', 'Post queued'],
    scheduledToast: ['Publicação agendada', 'Post scheduled'],
    needAccount: ['Conecte uma conta para publicar.', 'Connect an account to publish.'],
  },
  list: {
    title: ['Publicações', 'Posts'],
    empty: ['Nenhuma publicação ainda', 'No posts yet'],
    emptyHint: ['Escolha um arquivo acima e publique ou agende.', 'Choose a file above and publish or schedule it.'],
    loading: ['Carregando…', 'Loading…'],
    error: ['Não foi possível carregar.', 'Could not be loaded.'],
    retry: ['Tentar de novo', 'Try again'],
    at: ['Para {{date}}', 'For {{date}}'],
    attempts: ['{{count}} tentativa(s)', '{{count}} attempt(s)'],
    open: ['Ver publicação', 'View post'],
    cancel: ['Cancelar', 'Cancel'],
    cancelled: ['Publicação cancelada', 'Post cancelled'],
    deletedFile: ['Arquivo apagado', 'Deleted file'],
    state: {
      queued: ['Na fila', 'Queued'],
      uploading: ['Enviando', 'Uploading'],
      processing: ['Processando', 'Processing'],
      published: ['Publicado', 'Published'],
      failed: ['Falhou', 'Failed'],
      cancelled: ['Cancelado', 'Cancelled'],
    },
    reasons: {
      publish_reason_account_disconnected: ['A conta foi desconectada.', 'The account was disconnected.'],
      publish_reason_files_missing: ['Um arquivo saiu da biblioteca.', 'A file left the library.'],
      publish_reason_unexpected: ['Erro inesperado ao publicar.', 'Unexpected error while publishing.'],
    },
  },
});

export const NS = 'publishing';
export const usePublishT = () => useNamespace(NS, publishMessages);

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
    realNetworks: ['Redes sociais', 'Social networks'],
    connectNetwork: ['Conectar {{network}}', 'Connect {{network}}'],
    reconnect: ['Reconectar', 'Reconnect'],
    connectHint: [
      'Você vai para a página da rede para autorizar o Palco a publicar e volta para cá.',
      "You go to the network's page to allow Palco to publish, then come back here.",
    ],
    connectedNetwork: ['{{network}} conectado', '{{network}} connected'],
    networks: {
      test: ['Rede de teste', 'Test network'],
      youtube: ['YouTube', 'YouTube'],
      tiktok: ['TikTok', 'TikTok'],
      instagram: ['Instagram', 'Instagram'],
      linkedin: ['LinkedIn', 'LinkedIn'],
    },
    connectErrors: {
      publish_oauth_denied: [
        'A conexão foi cancelada na página da rede: nenhuma permissão foi dada.',
        "The connection was cancelled on the network's page: no permission was given.",
      ],
      publish_oauth_state_invalid: [
        'O retorno da rede não corresponde a um pedido de conexão daqui. Comece de novo pelo botão Conectar.',
        'What the network sent back does not match a connection started here. Start again with the Connect button.',
      ],
      publish_oauth_state_expired: [
        'O pedido de conexão expirou (10 minutos) ou já foi usado. Comece de novo pelo botão Conectar.',
        'The connection request expired (10 minutes) or was already used. Start again with the Connect button.',
      ],
      publish_oauth_not_allowed: [
        'Só o administrador que começou a conexão, ainda conectado à sua conta do Palco, pode concluí-la.',
        'Only the admin who started the connection, still signed in to Palco, can finish it.',
      ],
      publish_oauth_exchange_failed: [
        'A rede não confirmou a autorização. Tente conectar de novo em instantes.',
        'The network did not confirm the authorization. Try connecting again in a moment.',
      ],
      publish_oauth_profile_failed: [
        'Não foi possível ler a conta na rede (no YouTube, a conta Google precisa ter um canal).',
        'The account could not be read from the network (on YouTube, the Google account needs a channel).',
      ],
      publish_oauth_unavailable: ['Essa rede não está configurada neste ambiente.', 'That network is not configured in this environment.'],
    },
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
    files: ['Arquivos da biblioteca', 'Library files'],
    filterFiles: ['Filtrar por nome', 'Filter by name'],
    place: ['{{n}}º no carrossel', 'number {{n}} in the carousel'],
    filesHint_zero: [
      'Escolha um vídeo, ou várias imagens para um carrossel (na ordem em que marcar, até {{max}}).',
      'Choose a video, or several images for a carousel (in the order you tick them, up to {{max}}).',
    ],
    filesHint_one: ['1 arquivo escolhido.', '1 file chosen.'],
    filesHint_other: ['{{count}} arquivos escolhidos, na ordem mostrada.', '{{count}} files chosen, in the order shown.'],
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
    titleRequired: ['Título (obrigatório nesta rede)', 'Title (required on this network)'],
    limits: {
      test: ['Rede de teste: de 1 a 20 arquivos da biblioteca.', 'Test network: 1 to 20 library files.'],
      youtube: [
        'YouTube: um vídeo, até 256 GB e 12 horas; título obrigatório (até 100 caracteres).',
        'YouTube: one video, up to 256 GB and 12 hours; a title is required (up to 100 characters).',
      ],
      tiktok: [
        'TikTok: um vídeo de 3 s a 10 min e até 4 GB, ou até 35 fotos.',
        'TikTok: one video of 3 s to 10 min and up to 4 GB, or up to 35 photos.',
      ],
      instagram: [
        'Instagram: um Reel de 3 s a 15 min e até 300 MB, uma imagem até 8 MB (de 4:5 a 1,91:1) ou um carrossel de 2 a 10 itens.',
        'Instagram: a Reel of 3 s to 15 min and up to 300 MB, one image up to 8 MB (4:5 to 1.91:1) or a carousel of 2 to 10 items.',
      ],
      linkedin: [
        'LinkedIn: um vídeo de 3 s a 30 min e até 5 GB, ou até 20 imagens.',
        'LinkedIn: one video of 3 s to 30 min and up to 5 GB, or up to 20 images.',
      ],
    },
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
      publish_reason_network_unavailable: ['Não é possível publicar nesta rede aqui.', 'This network cannot be published to here.'],
      publish_reason_tiktok_one_video: ['O TikTok publica um vídeo por post.', 'TikTok posts one video at a time.'],
      publish_reason_tiktok_photos_unsupported: [
        'O TikTok só recebe fotos de um endereço público verificado, que esta instalação não tem.',
        'TikTok only takes photos from a verified public address, which this installation does not have.',
      ],
      publish_reason_linkedin_one_video: [
        'O LinkedIn aceita um vídeo por post, sem outros arquivos.',
        'LinkedIn takes one video per post, with no other files.',
      ],
      publish_reason_linkedin_too_many_images: ['O LinkedIn aceita até 20 imagens por post.', 'LinkedIn takes up to 20 images per post.'],
      publish_reason_instagram_file_count: [
        'O Instagram aceita de 1 a 10 arquivos por post (um carrossel, de 2 a 10).',
        'Instagram takes 1 to 10 files a post (a carousel, 2 to 10).',
      ],
      publish_reason_instagram_jpeg_only: ['O Instagram só aceita imagens JPEG.', 'Instagram only takes JPEG images.'],
      publish_reason_instagram_no_media_link: [
        'As imagens não chegam ao Instagram: falta o endereço público do app (APP_ORIGIN).',
        "Images cannot reach Instagram: the app's public address (APP_ORIGIN) is not set.",
      ],
      publish_reason_instagram_daily_limit: [
        'A conta atingiu o limite de publicações do Instagram em 24 horas.',
        "The account reached Instagram's 24-hour publishing limit.",
      ],
      publish_reason_instagram_state_lost: [
        'O registro do envio ao Instagram se perdeu; publique de novo.',
        'The record of the Instagram upload was lost; publish again.',
      ],
      publish_reason_files_missing: ['Um arquivo saiu da biblioteca.', 'A file left the library.'],
      publish_reason_unexpected: ['Erro inesperado ao publicar.', 'Unexpected error while publishing.'],
      publish_reason_reconnect: [
        'A rede não aceita mais a autorização desta conta. Um administrador precisa reconectá-la.',
        'The network no longer accepts this account’s authorization. An admin needs to reconnect it.',
      ],
      publish_reason_refresh_failed: [
        'Não foi possível renovar o acesso à rede agora.',
        'Access to the network could not be renewed just now.',
      ],
      publish_reason_processing_timeout: [
        'A rede recebeu o vídeo mas não terminou de processá-lo em 2 horas.',
        'The network received the video but did not finish processing it within 2 hours.',
      ],
      publish_reason_video_only: ['Esta rede só publica um vídeo por vez.', 'This network publishes one video at a time.'],
    },
  },
  calendar: {
    title: ['Calendário', 'Calendar'],
    view: ['Visualização', 'View'],
    month: ['Mês', 'Month'],
    week: ['Semana', 'Week'],
    weekOf: ['Semana de {{date}}', 'Week of {{date}}'],
    previous: ['Anterior', 'Previous'],
    next: ['Próximo', 'Next'],
    today: ['Hoje', 'Today'],
    hint: [
      'Arraste uma publicação agendada para outro dia (o horário continua o mesmo) ou abra-a para escolher nova data e hora.',
      'Drag a scheduled post to another day (its time stays) or open it to choose a new date and time.',
    ],
    hintWeek: [
      'Arraste uma publicação agendada para outro dia ou hora (os minutos continuam os mesmos) ou abra-a para escolher nova data e hora.',
      'Drag a scheduled post to another day or hour (its minutes stay) or open it to choose a new date and time.',
    ],
    posts_zero: ['nenhuma publicação', 'no posts'],
    posts_one: ['{{count}} publicação', '{{count}} post'],
    posts_other: ['{{count}} publicações', '{{count}} posts'],
    more_zero: ['', ''],
    more_one: ['+{{count}} outra', '+{{count}} more'],
    more_other: ['+{{count}} outras', '+{{count}} more'],
    network: {
      test: ['Teste', 'Test'],
      youtube: ['YouTube', 'YouTube'],
      tiktok: ['TikTok', 'TikTok'],
      instagram: ['Instagram', 'Instagram'],
      linkedin: ['LinkedIn', 'LinkedIn'],
    },
    chipLabel: ['Reagendar “{{name}}”: {{network}}, {{time}}, {{state}}', 'Reschedule “{{name}}”: {{network}}, {{time}}, {{state}}'],
    rescheduleTitle: ['Reagendar publicação', 'Reschedule post'],
    newTime: ['Nova data e hora', 'New date and time'],
    save: ['Reagendar', 'Reschedule'],
    cancel: ['Voltar', 'Back'],
    close: ['Fechar', 'Close'],
    moved: ['Publicação reagendada para {{date}}', 'Post rescheduled to {{date}}'],
  },
});

export const NS = 'publishing';
export const usePublishT = () => useNamespace(NS, publishMessages);

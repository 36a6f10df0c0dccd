// A channel's topics: the rules' clusters at first (free, from the page's own
// data), and on request the AI layer's named topics for 1 credit (decision
// 082). Offline the AI answer is the rules' own, and the panel says so.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import type { ChannelTopic, CompetitorChannel, CompetitorTopicsResult } from '@src/common/contracts/competitors';
import { toLocale } from '@src/common/locales';
import { Button } from '@client/components/ui/button';
import { useActionKey } from '@client/lib/action-key';
import { aiStatusQuery } from '@client/services/ai-status';
import { useActiveOrg } from '@client/services/orgs';
import { useChannelTopics } from '../api';
import { useCompetitorsT } from '../messages';

/** PRICES.ai_text on the server; shown, never sent. */
const TOPICS_PRICE = 1;

function TopicList({ topics, describedBy, testId }: { topics: ChannelTopic[]; describedBy: string; testId: string }) {
  const { t } = useCompetitorsT();
  return (
    <ul className="ca-topics" aria-describedby={describedBy} data-testid={testId}>
      {topics.map((topic) => (
        <li key={topic.label} className="badge">
          {t('details.topic', { count: topic.videos, label: [topic.label, ...topic.words].join(' · ') })}
        </li>
      ))}
    </ul>
  );
}

export function ChannelTopics({ channel }: { channel: CompetitorChannel }) {
  const { t } = useCompetitorsT();
  const { t: tm, i18n } = useTranslation();
  const { org } = useActiveOrg();
  const status = useQuery(aiStatusQuery());
  const ask = useChannelTopics(org);
  const actionKey = useActionKey();
  const [found, setFound] = useState<CompetitorTopicsResult | null>(null);
  const hint = `ca-topics-hint-${channel.id}`;

  const onAsk = async () => {
    const req = { language: toLocale(i18n.language) };
    // A refusal (402, 429, 503) is shown by the app's mutation error toast.
    const r = await ask.mutateAsync({ id: channel.id, req, idempotencyKey: actionKey.for([org, channel.id, req]) }).catch(() => null);
    if (!r) return;
    actionKey.done();
    setFound(r);
  };

  return (
    <>
      {found ? (
        <>
          <p className="muted small" data-testid="ai-topics-source">
            {found.offline ? (
              <>
                <span className="badge">{tm('app.offlineMode')}</span> {t('topics.offline')}
              </>
            ) : (
              t('topics.byAi')
            )}
            {found.credits === 0 && found.generationId ? ` ${t('topics.kept')}` : ''}
          </p>
          {found.topics.length ? (
            <TopicList topics={found.topics} describedBy={hint} testId="ai-topics" />
          ) : (
            <p className="muted small">{t('details.noTopics')}</p>
          )}
        </>
      ) : channel.topics.length ? (
        <TopicList topics={channel.topics} describedBy={hint} testId="rule-topics" />
      ) : (
        <p className="muted small">{t('details.noTopics')}</p>
      )}
      <p className="muted small" id={hint}>
        {found && !found.offline ? t('topics.aiHint') : t('details.topicsHint')}
      </p>
      {channel.videos.length ? (
        <div className="ca-topics-ask">
          <Button
            variant="secondary"
            size="sm"
            icon={Sparkles}
            loading={ask.isPending}
            onClick={() => void onAsk()}
            aria-describedby={`ca-topics-cost-${channel.id}`}
          >
            {ask.isPending ? t('topics.busy') : t('topics.ask')}
          </Button>
          <span className="muted small" id={`ca-topics-cost-${channel.id}`}>
            {t('topics.cost', { credits: TOPICS_PRICE })}
            {status.data?.offline && !found ? ` · ${t('topics.offlineNote')}` : ''}
          </span>
        </div>
      ) : null}
    </>
  );
}

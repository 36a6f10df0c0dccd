// The organization's live channel in the browser (decision 066): one WebSocket
// per tab, opened by the signed-in shell for the active organization. Another
// tab's change makes the matching queries stale (the board moves a card without
// a reload); presence says who else has a project open, so the second editor
// knows before a save conflict. Reconnects with backoff; after a reconnect the
// lists are read again, for what was missed while it was down.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LIVE_PING, type LiveClientMessage, type LivePerson } from '@src/common/contracts/live';
import { bilingual } from '@client/lib/bilingual';
import { useNamespace } from '@client/lib/i18n-namespace';
import { useMe } from '@client/services/auth/current-user';
import { projectKeys } from './api';
import { othersHere, parseEvent, reconnectDelayMs, staleKeys } from './live-model';

const KEEP_ALIVE_MS = 25_000;

interface Live {
  /** Who has each project open (me included). */
  presence: ReadonlyMap<string, LivePerson[]>;
  /** This tab shows a project now (null: none). */
  view: (projectId: string | null) => void;
}

const LiveContext = createContext<Live>({ presence: new Map(), view: () => undefined });

const socketUrl = (org: string) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/v1/orgs/${encodeURIComponent(org)}/live`;

export function LiveProvider({ org, children }: { org: string; children: ReactNode }) {
  const client = useQueryClient();
  const [presence, setPresence] = useState<ReadonlyMap<string, LivePerson[]>>(new Map());
  const viewing = useRef<string | null>(null);
  const socket = useRef<WebSocket | null>(null);

  useEffect(() => {
    if (!org) return;
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let ping: ReturnType<typeof setInterval> | undefined;
    const open = () => {
      const ws = new WebSocket(socketUrl(org));
      socket.current = ws;
      ws.onopen = () => {
        if (attempt > 0) void client.invalidateQueries({ queryKey: projectKeys.lists(org) });
        attempt = 0;
        if (viewing.current) ws.send(JSON.stringify({ type: 'viewing', projectId: viewing.current } satisfies LiveClientMessage));
        ping = setInterval(() => ws.send(LIVE_PING), KEEP_ALIVE_MS);
      };
      ws.onmessage = (m) => {
        const event = parseEvent(m.data);
        if (!event) return;
        if (event.type === 'presence') setPresence((now) => new Map(now).set(event.projectId, event.people));
        else for (const queryKey of staleKeys(org, event)) void client.invalidateQueries({ queryKey });
      };
      ws.onclose = () => {
        clearInterval(ping);
        if (socket.current === ws) socket.current = null;
        setPresence(new Map());
        // A refused socket (signed out, no longer a member) closes too: the backoff keeps its retries rare.
        if (!stopped) retry = setTimeout(open, reconnectDelayMs(attempt++));
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      socket.current?.close(1000);
      socket.current = null;
    };
  }, [org, client]);

  // Stable: a hook that calls it on mount must not call it again (leave, come back) for every presence change.
  const view = useCallback((projectId: string | null) => {
    if (viewing.current === projectId) return;
    viewing.current = projectId;
    const msg: LiveClientMessage = projectId ? { type: 'viewing', projectId } : { type: 'left' };
    if (socket.current?.readyState === WebSocket.OPEN) socket.current.send(JSON.stringify(msg));
  }, []);
  const live = useMemo<Live>(() => ({ presence, view }), [presence, view]);
  return <LiveContext.Provider value={live}>{children}</LiveContext.Provider>;
}

/** Tells the others this tab shows the project while mounted; answers who else is in it. */
export function useProjectPresence(projectId: string | null): LivePerson[] {
  const { presence, view } = useContext(LiveContext);
  const me = useMe().data?.id;
  useEffect(() => {
    view(projectId);
    return () => view(null);
  }, [projectId, view]);
  return othersHere(projectId ? presence.get(projectId) : undefined, me);
}

const liveMessages = bilingual({
  alsoHere: ['Também aqui: {{names}}', 'Also here: {{names}}'],
  alsoHereHint: [
    'Outras pessoas estão com este projeto aberto agora: combine antes de salvar por cima.',
    'Others have this project open now: agree before saving over each other.',
  ],
});

/** "Also here: Ana, Bruno": nothing when this tab is alone in the project. */
export function AlsoHere({ projectId }: { projectId: string }) {
  const { t, i18n } = useNamespace('live', liveMessages);
  const others = useProjectPresence(projectId);
  if (others.length === 0) return null;
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(others.map((p) => p.name));
  return (
    <span className="badge live-also-here" data-testid="live-also-here" title={t('alsoHereHint')} role="status">
      {t('alsoHere', { names })}
    </span>
  );
}

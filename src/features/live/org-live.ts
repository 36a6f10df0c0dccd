// One Durable Object per organization (decision 066): every open tab of the
// organization holds a WebSocket to it, accepted through the hibernation API
// (the object may sleep between messages; each socket's person and the project
// it shows live in the socket's attachment, not in memory, so they survive).
// The Worker reaches it only through its binding: the upgrade it forwards after
// checking membership (with who the caller is in headers), and the changes it
// announces. Nothing here is stored; a restart loses no state a tab cannot resend.
import type {
  DurableObjectState,
  WebSocket,
  WebSocketPair as WebSocketPairType,
  WebSocketRequestResponsePair as PairType,
} from '@cloudflare/workers-types';
import {
  liveClientMessageSchema,
  LIVE_PING,
  LIVE_PONG,
  type LiveChange,
  type LiveEvent,
  type LivePerson,
} from '../../common/contracts/live';
import type { Env } from '../../env';
import { LIVE_USER_HEADER, LIVE_NAME_HEADER, LIVE_BROADCAST_PATH } from './protocol';

// workerd's globals, declared here so src needs no global Workers types.
declare const WebSocketPair: typeof WebSocketPairType;
declare const WebSocketRequestResponsePair: typeof PairType;

/** What each socket carries through hibernation. */
interface Attachment extends LivePerson {
  projectId: string | null;
}

const attachmentOf = (ws: WebSocket): Attachment | null => (ws.deserializeAttachment() as Attachment | null) ?? null;

export class OrgLive {
  constructor(
    private readonly ctx: DurableObjectState,
    _env: Env,
  ) {
    // A tab's keep-alive is answered without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(LIVE_PING, LIVE_PONG));
  }

  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname === LIVE_BROADCAST_PATH) {
      for (const change of (await request.json()) as LiveChange[]) this.broadcast(change);
      return new Response(null, { status: 204 });
    }
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response(null, { status: 426 });
    const userId = request.headers.get(LIVE_USER_HEADER);
    if (!userId) return new Response(null, { status: 400 });
    const name = decodeURIComponent(request.headers.get(LIVE_NAME_HEADER) ?? '') || userId;
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ userId, name, projectId: null } satisfies Attachment);
    // A new tab learns who is already in each project.
    for (const projectId of this.projectsInView()) server.send(JSON.stringify(this.presence(projectId)));
    return new Response(null, { status: 101, webSocket: client } as ResponseInit);
  }

  webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): void {
    if (typeof message !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    const msg = liveClientMessageSchema.safeParse(parsed);
    const was = attachmentOf(ws);
    if (!msg.success || !was) return;
    const projectId = msg.data.type === 'viewing' ? msg.data.projectId : null;
    if (projectId === was.projectId) return;
    ws.serializeAttachment({ ...was, projectId } satisfies Attachment);
    if (was.projectId) this.broadcast(this.presence(was.projectId));
    if (projectId) this.broadcast(this.presence(projectId));
  }

  webSocketClose(ws: WebSocket, code: number, reason: string): void {
    const was = attachmentOf(ws);
    // 1005/1006 are reserved: they may not be sent back in a close frame.
    ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    if (was?.projectId) this.broadcast(this.presence(was.projectId, ws), ws);
  }

  webSocketError(ws: WebSocket): void {
    const was = attachmentOf(ws);
    if (was?.projectId) this.broadcast(this.presence(was.projectId, ws), ws);
  }

  /** Who has this project open, a person once however many tabs they have. */
  private presence(projectId: string, without?: WebSocket): LiveEvent {
    const people = new Map<string, LivePerson>();
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === without) continue;
      const a = attachmentOf(ws);
      if (a?.projectId === projectId && !people.has(a.userId)) people.set(a.userId, { userId: a.userId, name: a.name });
    }
    return { type: 'presence', projectId, people: [...people.values()] };
  }

  private projectsInView(): Set<string> {
    const ids = new Set<string>();
    for (const ws of this.ctx.getWebSockets()) {
      const id = attachmentOf(ws)?.projectId;
      if (id) ids.add(id);
    }
    return ids;
  }

  /** To every open socket but `without` (one closing); a socket that fails to take it is closing anyway. */
  private broadcast(event: LiveEvent, without?: WebSocket): void {
    const text = JSON.stringify(event);
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === without) continue;
      try {
        ws.send(text);
      } catch {
        // Closed between the list and the send: its close handler tells the others.
      }
    }
  }
}

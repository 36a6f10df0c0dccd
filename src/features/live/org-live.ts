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
import {
  LIVE_BROADCAST_PATH,
  LIVE_GUEST_CONNECT_PATH,
  LIVE_GUEST_EXPIRES_HEADER,
  LIVE_GUEST_GONE_CODE,
  LIVE_GUEST_LINK_HEADER,
  LIVE_GUEST_PROJECT_HEADER,
  LIVE_GUEST_REVOKE_PATH,
  LIVE_NAME_HEADER,
  LIVE_USER_HEADER,
} from './protocol';

// workerd's globals, declared here so src needs no global Workers types.
declare const WebSocketPair: typeof WebSocketPairType;
declare const WebSocketRequestResponsePair: typeof PairType;

/** What each member's socket carries through hibernation. */
interface Attachment extends LivePerson {
  projectId: string | null;
}

/**
 * A guest's socket (decision 076): the one project of its review link, and the link's id and
 * expiry. It hears only `project` and `comment` changes of that project, never presence (members'
 * names) nor anything of another project; an expired or revoked link's socket is closed.
 */
interface GuestAttachment {
  guestLinkId: string;
  guestProjectId: string;
  expiresAt: number;
}

const guestTag = (linkId: string) => `guest:${linkId}`;

/** A member's attachment; a guest's socket has none of these (null), so presence never counts it. */
const attachmentOf = (ws: WebSocket): Attachment | null => {
  const a = ws.deserializeAttachment() as Attachment | GuestAttachment | null;
  return a && 'userId' in a ? a : null;
};
const guestOf = (ws: WebSocket): GuestAttachment | null => {
  const a = ws.deserializeAttachment() as Attachment | GuestAttachment | null;
  return a && 'guestLinkId' in a ? a : null;
};

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
    if (request.method === 'POST' && url.pathname === LIVE_GUEST_REVOKE_PATH) {
      const { linkId } = (await request.json()) as { linkId: string };
      for (const ws of this.ctx.getWebSockets(guestTag(linkId))) this.closeGuest(ws);
      return new Response(null, { status: 204 });
    }
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response(null, { status: 426 });
    if (url.pathname === LIVE_GUEST_CONNECT_PATH) return this.connectGuest(request);
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

  /** The Worker checked the token (an open link of a live project); the headers say which link and project. */
  private connectGuest(request: Request): Response {
    const linkId = request.headers.get(LIVE_GUEST_LINK_HEADER);
    const projectId = request.headers.get(LIVE_GUEST_PROJECT_HEADER);
    const expiresAt = Number(request.headers.get(LIVE_GUEST_EXPIRES_HEADER));
    if (!linkId || !projectId || !Number.isFinite(expiresAt)) return new Response(null, { status: 400 });
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    // Tagged with its link, so revoking the link finds its sockets without waking each one.
    this.ctx.acceptWebSocket(server, [guestTag(linkId)]);
    server.serializeAttachment({ guestLinkId: linkId, guestProjectId: projectId, expiresAt } satisfies GuestAttachment);
    return new Response(null, { status: 101, webSocket: client } as ResponseInit);
  }

  private closeGuest(ws: WebSocket): void {
    try {
      ws.close(LIVE_GUEST_GONE_CODE, 'link gone');
    } catch {
      // Already closing.
    }
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

  /**
   * To every open member socket but `without` (one closing), and to the guest sockets of the
   * event's project when it is a change (never presence); a guest whose link has expired is closed
   * instead. A socket that fails to take it is closing anyway.
   */
  private broadcast(event: LiveEvent, without?: WebSocket): void {
    const text = JSON.stringify(event);
    const now = Date.now();
    for (const ws of this.ctx.getWebSockets()) {
      if (ws === without) continue;
      const guest = guestOf(ws);
      if (guest) {
        if (event.type === 'presence' || event.projectId !== guest.guestProjectId) continue;
        if (guest.expiresAt <= now) {
          this.closeGuest(ws);
          continue;
        }
      }
      try {
        ws.send(text);
      } catch {
        // Closed between the list and the send: its close handler tells the others.
      }
    }
  }
}

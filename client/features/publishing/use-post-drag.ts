// Moving a waiting post by drag and drop (decision 077, issue 36), shared by the
// publishing calendar (month: another day at the same time; week: another day
// and hour, same minutes) and the project manager's calendar, where posts sit
// beside projects. The keyboard's way is the Reschedule dialog; this is the
// pointer's. The past is refused here and by the server, and a post changed
// since the page read it is refused by its version (the mutation's toast).
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { PostView } from '@src/common/contracts/publishing';
import { dropMoment, localDayOf, type DropSpot } from '@client/lib/calendar-month';
import { toastError } from '@client/lib/toast';
import { useLocale } from '@client/lib/use-locale';
import { useReschedulePost } from './api';
import { usePublishT } from './messages';

export const POST_DRAG_TYPE = 'application/x-palco-post';

const spotKey = (s: DropSpot) => (s.hour === undefined ? s.day : `${s.day}T${s.hour}`);

export function usePostDrag(org: string, posts: PostView[] | undefined) {
  const { t } = usePublishT();
  const common = useTranslation().t;
  const locale = useLocale();
  const reschedule = useReschedulePost(org);
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);

  const send = (post: PostView, at: Date, done?: () => void) => {
    if (at.getTime() <= Date.now()) {
      toastError(common('errors.publish_time_in_past'));
      return;
    }
    reschedule.mutate(
      { id: post.id, input: { scheduledAt: at.toISOString(), version: post.version } },
      {
        onSuccess: () => {
          const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
          toast.success(t('calendar.moved', { date }));
          done?.();
        },
      },
    );
  };

  /** What a movable chip spreads on itself. */
  const chip = (post: PostView) => ({
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.setData(POST_DRAG_TYPE, post.id);
      e.dataTransfer.effectAllowed = 'move';
      setDragging(post.id);
    },
    onDragEnd: () => {
      setDragging(null);
      setOver(null);
    },
  });

  /** What a day (or an hour of it) spreads on itself; `open` is false for the past. */
  const target = (spot: DropSpot, open: boolean) => {
    const key = spotKey(spot);
    return {
      isOver: over === key,
      onDragOver: (e: DragEvent) => {
        if (!dragging || !open) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        if (over !== key) setOver(key);
      },
      onDragLeave: () => over === key && setOver(null),
      onDrop: (e: DragEvent) => {
        if (!dragging) return;
        e.preventDefault();
        setOver(null);
        const id = e.dataTransfer.getData(POST_DRAG_TYPE) || dragging;
        setDragging(null);
        const post = posts?.find((p) => p.id === id);
        const at = post ? dropMoment(new Date(post.scheduledAt), spot) : null;
        if (post && at) send(post, at);
      },
    };
  };

  return { chip, target, send, busy: reschedule.isPending, today: localDayOf(new Date()) };
}

export type PostDrag = ReturnType<typeof usePostDrag>;

// Publishing through the offline test network in Chromium, in both languages
// (decision 057): an owner connects the labelled test network, publishes a
// library file now, sees it published, and finds it once in /__dev/posts; a
// post scheduled an hour ahead waits queued, is dragged on the calendar to the
// next day (decision 077: same time of day, shown on its new day), to an hour
// of the week and a day of the project manager's calendar, and is cancelled;
// a carousel scheduled two minutes ahead is fired by the local Cron Trigger and
// reaches the outbox once.
import { describe, expect, it } from 'vitest';
import { newVideoDocument } from '../../src/common/contracts/video';
import { addSessionCookie, BASE_URL, hydrated, openPage, seedOrgMember, sql, browser, launchForFile } from './support';

const SHOTS = process.env.PUBLISH_SHOTS_DIR;
launchForFile();

const TEXT = {
  en: {
    noNetwork: 'No real social network is configured in this environment',
    connect: 'Connect the test network',
    badge: 'Test · publishes nowhere real',
    caption: 'Caption',
    count: '19 of 2200 characters',
    publishNow: 'Publish now',
    when: 'When',
    schedule: 'Schedule',
    schedulePost: 'Schedule post',
    published: 'Published',
    queued: 'Queued',
    cancel: 'Cancel',
    cancelled: 'Cancelled',
    empty: 'No posts yet',
    moved: 'Post rescheduled to',
    newTime: 'New date and time',
    reschedule: 'Reschedule',
    future: 'Choose a time in the future.',
    week: 'Week',
    next: 'Next',
    pmCalendar: 'Calendar',
    at: 'Date and time',
    scheduledToast: 'Post scheduled',
  },
  'pt-BR': {
    noNetwork: 'Nenhuma rede social real está configurada neste ambiente',
    connect: 'Conectar rede de teste',
    badge: 'Teste · não publica de verdade',
    caption: 'Legenda',
    count: '19 de 2200 caracteres',
    publishNow: 'Publicar agora',
    when: 'Quando',
    schedule: 'Agendar',
    schedulePost: 'Agendar publicação',
    published: 'Publicado',
    queued: 'Na fila',
    cancel: 'Cancelar',
    cancelled: 'Cancelado',
    empty: 'Nenhuma publicação ainda',
    moved: 'Publicação reagendada para',
    newTime: 'Nova data e hora',
    reschedule: 'Reagendar',
    future: 'Escolha um horário no futuro.',
    week: 'Semana',
    next: 'Próximo',
    pmCalendar: 'Calendário',
    at: 'Data e hora',
    scheduledToast: 'Publicação agendada',
  },
} as const;

interface OutboxPost {
  organizationId: string;
  caption: string;
  files: { name: string }[];
}

/** A day on the calendar (the test machine and the browser share a zone): YYYY-MM-DD. */
const localDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localDay(new Date(y, m - 1, d + 1, 12));
};

/** What the test network received for an organization (the local outbox, /__dev/posts). */
async function outboxOf(org: string) {
  const res = await fetch(`${BASE_URL}/__dev/posts`, { headers: { Accept: 'application/json' } });
  return ((await res.json()) as OutboxPost[]).filter((p) => p.organizationId === org);
}

/** The organization's posts as the page's session reads them. */
async function postsOf(page: import('playwright-core').Page, org: string) {
  const res = await page.request.get(`/api/v1/orgs/${org}/publishing/posts`);
  expect(res.status()).toBe(200);
  return (await res.json()) as { id: string; state: string; scheduledAt: string }[];
}

describe('publishing to the test network', () => {
  for (const locale of ['pt-BR', 'en'] as const) {
    it(
      `connects the test network, publishes a library file once, schedules another, drags it to the next day on the calendar and cancels it (${locale})`,
      { timeout: 600_000 },
      async () => {
        const text = TEXT[locale];
        const owner = seedOrgMember(`publish-${locale}`);
        const now = Date.now();
        const asset = `ast_pub_${locale.replace('-', '')}_${now}`;
        sql(
          `INSERT INTO assets (id, organization_id, name, kind, content_type, size, r2_key, duration_ms, created_at, updated_at) VALUES ('${asset}', '${owner.org}', 'verao.mp4', 'video', 'video/mp4', 10, 'orgs/${owner.org}/media/${asset}', 8000, ${now}, ${now});`,
        );
        const app = await openPage(browser, { locale });
        await addSessionCookie(app.context, owner.cookie);
        await app.page.goto(`/${locale}/tools/publish`);
        await hydrated(app.page);
        const page = app.page;

        await page.getByText(text.noNetwork).waitFor();
        await page.getByText(text.empty).waitFor();
        await page.getByRole('button', { name: text.connect }).click();
        await page.getByText(text.badge).waitFor();

        await page.getByRole('checkbox', { name: 'verao.mp4' }).check();
        await page.getByLabel(text.caption).fill('Lançamento de verão');
        await page.getByText(text.count).waitFor();
        await page.getByRole('button', { name: text.publishNow }).click();
        // The queue delivers in a second or so; the list polls while a post is on its way.
        const row = page.locator('[data-testid="post-row"][data-state="published"]');
        await row.waitFor({ timeout: 120_000 });
        expect(await row.getByTestId('post-state').textContent()).toBe(text.published);

        const mine = await outboxOf(owner.org);
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ caption: 'Lançamento de verão', files: [{ name: 'verao.mp4' }] });

        // Scheduled an hour ahead (the form's default time): it waits, then is cancelled.
        await page.getByRole('checkbox', { name: 'verao.mp4' }).check();
        await page.getByLabel(text.caption).fill('Mais tarde');
        await page.getByLabel(text.when).selectOption({ label: text.schedule });
        await page.getByRole('button', { name: text.schedulePost }).click();
        const queued = page.locator('[data-testid="post-row"][data-state="queued"]');
        await queued.waitFor();

        // The calendar: drag its chip to the next day; it keeps its time of day.
        const chip = page.locator('[data-testid="calendar-post"][data-state="queued"]');
        await chip.waitFor();
        const before = await postsOf(page, owner.org);
        const waiting = before.find((p) => p.state === 'queued')!;
        const fromDay = await chip.evaluate((el) => el.closest('[data-day]')!.getAttribute('data-day')!);
        const timeText = await chip.getByTestId('calendar-post-time').textContent();
        const toDay = await page.evaluate((day) => {
          const [y, m, d] = day.split('-').map(Number) as [number, number, number];
          const next = new Date(y, m - 1, d + 1, 12);
          return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
        }, fromDay);
        // The next day is always on this month's grid unless the post sits in its very last cell (then say so).
        if ((await page.locator(`[data-testid="posts-calendar"] [data-day="${toDay}"]`).count()) === 0)
          throw new Error(`day ${toDay} not on the calendar`);
        await chip.dragTo(page.locator(`[data-testid="posts-calendar"] [data-day="${toDay}"]`));
        await page.getByText(text.moved).first().waitFor();
        const movedChip = page.locator(`[data-testid="posts-calendar"] [data-day="${toDay}"] [data-testid="calendar-post"]`);
        await movedChip.waitFor();
        expect(await movedChip.getByTestId('calendar-post-time').textContent()).toBe(timeText);
        const after = (await postsOf(page, owner.org)).find((p) => p.id === waiting.id)!;
        expect(Date.parse(after.scheduledAt) - Date.parse(waiting.scheduledAt)).toBe(24 * 60 * 60 * 1000);

        // The keyboard's way: Enter on the chip opens Reschedule; the past is refused in the user's language.
        await movedChip.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog');
        const today = await page.evaluate(() => {
          const d = new Date();
          return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        });
        await dialog.getByLabel(text.newTime).fill(`${today}T00:00`);
        await dialog.getByRole('button', { name: text.reschedule }).click();
        await dialog.getByText(text.future).waitFor();
        await dialog.getByLabel(text.newTime).fill(`${toDay}T23:45`);
        await dialog.getByRole('button', { name: text.reschedule }).click();
        await dialog.waitFor({ state: 'hidden' });
        await page.getByText(text.moved).first().waitFor();
        await expect
          .poll(async () => {
            const p = (await postsOf(page, owner.org)).find((x) => x.id === waiting.id)!;
            const d = new Date(p.scheduledAt);
            return [d.getHours(), d.getMinutes()];
          })
          .toEqual([23, 45]);
        // The week's time grid: dropped on 8 PM of its day, it keeps its minutes (45).
        const calendar = page.getByTestId('posts-calendar');
        await calendar.getByRole('button', { name: text.week, exact: true }).click();
        const hourCell = page.locator(`[data-testid="week-grid"] [data-day="${toDay}"][data-hour="20"]`);
        for (let i = 0; i < 2 && (await hourCell.count()) === 0; i++)
          await calendar.getByRole('button', { name: text.next, exact: true }).click();
        await page.locator('[data-testid="week-grid"] [data-testid="calendar-post"][data-state="queued"]').dragTo(hourCell);
        await hourCell.locator('[data-testid="calendar-post"]').waitFor();
        await expect
          .poll(async () => {
            const p = (await postsOf(page, owner.org)).find((x) => x.id === waiting.id)!;
            const d = new Date(p.scheduledAt);
            return [localDay(d), d.getHours(), d.getMinutes()];
          })
          .toEqual([toDay, 20, 45]);

        // The project manager's calendar shows it beside the projects, and a drag moves it a day there too.
        const projectStatus = await page.evaluate(
          async ([o, body]) =>
            (
              await fetch(`/api/v1/orgs/${o}/projects`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(body),
              })
            ).status,
          [owner.org, { kind: 'video', name: 'Teaser', document: newVideoDocument('9:16', 30) }] as const,
        );
        expect(projectStatus).toBe(201);
        await page.goto(`/${locale}/tools/project-manager`);
        await hydrated(page);
        await page.getByRole('button', { name: text.pmCalendar, exact: true }).click();
        const pmChip = page.locator(`[data-testid="pm-calendar-post"][data-post-id="${waiting.id}"]`);
        await pmChip.waitFor();
        const pmTo = nextDay(toDay);
        const pmDay = page.locator(`.pm-calendar [data-day="${pmTo}"]`);
        // The project calendar opens on this month; the post's next day is on its grid unless it is six weeks out.
        if ((await pmDay.count()) === 0) throw new Error(`day ${pmTo} not on the project calendar`);
        await pmChip.dragTo(pmDay);
        await pmDay.locator(`[data-post-id="${waiting.id}"]`).waitFor();
        await expect
          .poll(async () => {
            const p = (await postsOf(page, owner.org)).find((x) => x.id === waiting.id)!;
            const d = new Date(p.scheduledAt);
            return [localDay(d), d.getHours(), d.getMinutes()];
          })
          .toEqual([pmTo, 20, 45]);
        await page.goto(`/${locale}/tools/publish`);
        await hydrated(page);

        await queued.getByRole('button', { name: text.cancel }).click();
        await page.locator('[data-testid="post-row"][data-state="cancelled"]').getByText(text.cancelled).waitFor();
        expect(await page.locator('[data-testid="post-row"]').count()).toBe(2);

        // Still one record in the test network's outbox.
        expect(await outboxOf(owner.org)).toHaveLength(1);

        // A carousel of two images, scheduled two minutes ahead: the local Cron Trigger (every minute,
        // as in production) fires it when due, and it reaches the outbox once, its slides in order.
        for (const [i, name] of ['slide-2.png', 'slide-1.png'].entries()) {
          const id = `ast_car${i}_${locale.replace('-', '')}_${now}`;
          sql(
            `INSERT INTO assets (id, organization_id, name, kind, content_type, size, r2_key, width, height, created_at, updated_at) VALUES ('${id}', '${owner.org}', '${name}', 'image', 'image/png', 10, 'orgs/${owner.org}/media/${id}', 1080, 1350, ${now}, ${now});`,
          );
        }
        await page.reload();
        await hydrated(page);
        await page.getByRole('checkbox', { name: 'slide-1.png' }).check();
        await page.getByRole('checkbox', { name: 'slide-2.png' }).check();
        await page.getByLabel(text.caption).fill('Carrossel de verão');
        await page.getByLabel('Hashtags').fill('#verão, carrossel');
        await page.getByLabel(text.when).selectOption({ label: text.schedule });
        const inTwoMinutes = await page.evaluate(() => {
          const d = new Date(Date.now() + 2 * 60_000);
          return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
        });
        await page.getByLabel(text.at).fill(inTwoMinutes);
        await page.getByRole('button', { name: text.schedulePost }).click();
        await page.getByText(text.scheduledToast).first().waitFor();
        await expect.poll(async () => (await outboxOf(owner.org)).length, { timeout: 240_000, interval: 2_000 }).toBe(2);
        // The hashtags go on their own line after the caption.
        const carousel = (await outboxOf(owner.org)).find((p) => p.caption.startsWith('Carrossel de verão'))!;
        expect(carousel.caption).toBe('Carrossel de verão\n\n#verão #carrossel');
        expect(carousel.files.map((f) => f.name)).toEqual(['slide-1.png', 'slide-2.png']);
        await page.locator('[data-testid="post-row"][data-state="published"]').nth(1).waitFor({ timeout: 30_000 });
        // The cron runs again (as each minute does): nothing is sent twice.
        const cron = await fetch(`${BASE_URL}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('* * * * *')}&time=${Date.now()}`);
        expect(cron.ok).toBe(true);
        await new Promise((r) => setTimeout(r, 3_000));
        expect((await outboxOf(owner.org)).filter((p) => p.caption.startsWith('Carrossel de verão'))).toHaveLength(1);
        expect(await page.getByTestId('post-hashtags').first().textContent()).toBe('#verão #carrossel');
        if (SHOTS) {
          // The form with a video ticked (its cover frame shows) and the week's hour grid.
          await page.getByRole('checkbox', { name: 'verao.mp4' }).check();
          await page.getByTestId('publish-cover').getByRole('checkbox').check();
          await calendar.getByRole('button', { name: text.week, exact: true }).click();
          for (const width of [1440, 390]) {
            await page.setViewportSize({ width, height: 900 });
            await page.screenshot({ path: `${SHOTS}/publish-${locale}-${width}.png`, fullPage: true });
          }
        }
        await app.context.close();
      },
    );
  }
});

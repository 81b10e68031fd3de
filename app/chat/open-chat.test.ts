/**
 * The chat window blocked: its notice in the page's language, from the page's words when it gives them,
 * else from its address (/es/... is Spanish).
 */
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { textsIn } from '@site/i18n/catalogue';
import { openChat } from './open-chat';

const blockingWindow = (pathname: string) =>
  ({ open: () => null, location: { pathname }, screenX: 0, screenY: 0, outerWidth: 1200, outerHeight: 900 }) as unknown as Window;

/** The notice shown, as Mantine's notifications store holds it (shown through design-system/theme/notifications.ts). */
function watchNotices() {
  const show = vi.spyOn(notifications, 'show');
  return {
    /** The last notice shown (it is shown once Mantine's notifications module has loaded). */
    notice: async () => {
      await vi.waitFor(() => expect(show).toHaveBeenCalled());
      const [{ title, message, autoClose }] = show.mock.calls.at(-1)! as [{ title: string; message: string; autoClose: number }];
      show.mockRestore();
      return { title, message, autoClose };
    },
  };
}

describe('openChat, when the browser blocks the chat window', () => {
  it('says so in English on an English page', async () => {
    const shown = watchNotices();
    expect(openChat({ win: blockingWindow('/customerservice') })).toBe('blocked');
    expect(await shown.notice()).toEqual({ title: 'Chat Blocked', message: 'Chat Unavailable: Please try calling or emailing us instead.', autoClose: 5_000 });
  });

  it('says so in Spanish on a Spanish page', async () => {
    const shown = watchNotices();
    expect(openChat({ win: blockingWindow('/es/customerservice') })).toBe('blocked');
    expect(await shown.notice()).toEqual({
      title: 'Chat bloqueado',
      message: 'El chat no está disponible: llámenos o escríbanos por correo electrónico.',
      autoClose: 5_000,
    });
  });

  it('says so in the words the page gives', async () => {
    const shown = watchNotices();
    openChat({ texts: textsIn('es'), win: blockingWindow('/') });
    expect((await shown.notice()).title).toBe('Chat bloqueado');
  });
});

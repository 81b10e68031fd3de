import { describe, expect, it, vi } from 'vitest';
import { CHAT_POPUP } from '../content/chat';
import { chatPopupFeatures, openChatPopup } from './chat-popup';

const fakeWindow = (open: Window['open']) => ({ open, screenX: 100, screenY: 50, outerWidth: 1450, outerHeight: 1050 }) as unknown as Window;

describe('openChatPopup', () => {
  it('opens the chat URL in a named 450x650 popup, centred on the page', () => {
    const popup = { closed: false, focus: vi.fn(), opener: 'page' };
    const open = vi.fn((..._args: Parameters<Window['open']>) => popup as unknown as Window);
    expect(openChatPopup('https://chat.example/live', fakeWindow(open))).toBe('opened');
    expect(open).toHaveBeenCalledWith('https://chat.example/live', CHAT_POPUP.windowName, expect.any(String));
    const features = open.mock.calls[0]![2] as string;
    expect(features).toContain('width=450');
    expect(features).toContain('height=650');
    expect(features).toContain('left=600');
    expect(features).toContain('top=250');
    expect(features).not.toContain('noopener');
    expect(popup.opener).toBeNull();
    expect(popup.focus).toHaveBeenCalled();
  });

  it('reports a blocked popup (null) and a browser that throws', () => {
    expect(
      openChatPopup(
        'https://chat.example/live',
        fakeWindow(() => null),
      ),
    ).toBe('blocked');
    expect(
      openChatPopup(
        'https://chat.example/live',
        fakeWindow(() => {
          throw new Error('blocked');
        }),
      ),
    ).toBe('blocked');
  });

  it('tolerates a window whose opener cannot be changed', () => {
    const popup = {
      closed: false,
      focus: vi.fn(),
      set opener(_value: unknown) {
        throw new DOMException('cross-origin', 'SecurityError');
      },
    };
    expect(
      openChatPopup(
        'https://chat.example/live',
        fakeWindow(() => popup as unknown as Window),
      ),
    ).toBe('opened');
  });
});

describe('chatPopupFeatures', () => {
  it('never places the window off the screen', () => {
    expect(chatPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 300, outerHeight: 400 })).toContain('left=0,top=0');
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';
import { ContactWidgetButton } from './ContactWidgetButton';
import { ContactWidgetDialog, type ContactWidgetLayout } from './ContactWidgetDialog';

function Widget({ layout }: { layout: ContactWidgetLayout }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <a href="#before">A link on the page</a>
      <ContactWidgetButton ref={buttonRef} opened={opened} panelId="panel" onClick={() => setOpened((value) => !value)} />
      <ContactWidgetDialog opened={opened} onClose={() => setOpened(false)} id="panel" title="How can we help?" layout={layout} returnFocusRef={buttonRef}>
        <a href="tel:8005550199">Call</a>
        <a href="mailto:help@agency.example">Email</a>
      </ContactWidgetDialog>
    </>
  );
}

const renderWidget = (layout: ContactWidgetLayout) => render(<Widget layout={layout} />, { wrapper: DesignSystemProvider });

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Need help\?/ }));
  const dialog = await screen.findByRole('dialog', { name: 'How can we help?' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  return dialog;
}

const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

describe.each(['floating', 'sheet'] as const)('ContactWidgetDialog (%s)', (layout) => {
  it('keeps focus inside while open', async () => {
    const user = userEvent.setup();
    renderWidget(layout);
    const dialog = await open(user);
    for (let press = 0; press < 6; press += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and on its close button, giving focus back to the help button', async () => {
    const user = userEvent.setup();
    renderWidget(layout);
    const button = screen.getByRole('button', { name: /^Need help\?/ });
    await open(user);
    await user.keyboard('{Escape}');
    await closed();
    expect(button).toHaveFocus();

    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close help panel' }));
    await closed();
    expect(button).toHaveFocus();
  });

  it('has no serious accessibility violations while open', async () => {
    const user = userEvent.setup();
    renderWidget(layout);
    await open(user);
    const { violations } = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});

describe('ContactWidgetDialog bottom sheet swipe', () => {
  const touch = (sheet: Element, type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) => {
    const point = { identifier: 1, target: sheet, clientX: 100, clientY: y };
    fireEvent[type](sheet, { touches: type === 'touchEnd' ? [] : [point], changedTouches: [point] });
  };

  it('follows the finger, slides back after a short slow drag and closes after 100 px', async () => {
    const user = userEvent.setup();
    renderWidget('sheet');
    const button = screen.getByRole('button', { name: /^Need help\?/ });
    await open(user);
    const sheet = screen.getByRole('dialog', { name: 'How can we help?' });

    touch(sheet, 'touchStart', 300);
    touch(sheet, 'touchMove', 340);
    expect(sheet.style.getPropertyValue('--cw-drag-offset')).toBe('40px');
    expect(sheet).toHaveAttribute('data-dragging');
    await new Promise((resolve) => setTimeout(resolve, 150));
    touch(sheet, 'touchEnd', 340);
    expect(sheet.style.getPropertyValue('--cw-drag-offset')).toBe('');
    expect(sheet).not.toHaveAttribute('data-dragging');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    touch(sheet, 'touchStart', 300);
    touch(sheet, 'touchMove', 360);
    touch(sheet, 'touchMove', 405);
    await new Promise((resolve) => setTimeout(resolve, 150));
    touch(sheet, 'touchEnd', 405);
    await closed();
    expect(button).toHaveFocus();
  });

  it('closes after a quick flick shorter than 100 px', async () => {
    const user = userEvent.setup();
    renderWidget('sheet');
    await open(user);
    const sheet = screen.getByRole('dialog', { name: 'How can we help?' });
    touch(sheet, 'touchStart', 300);
    touch(sheet, 'touchMove', 330);
    touch(sheet, 'touchEnd', 350);
    await closed();
  });

  it('ignores a second finger and a cancelled touch', async () => {
    const user = userEvent.setup();
    renderWidget('sheet');
    await open(user);
    const sheet = screen.getByRole('dialog', { name: 'How can we help?' });
    const points = [100, 200].map((x) => ({ identifier: x, target: sheet, clientX: x, clientY: 300 }));
    fireEvent.touchStart(sheet, { touches: points, changedTouches: points });
    touch(sheet, 'touchMove', 500);
    touch(sheet, 'touchEnd', 500);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    touch(sheet, 'touchStart', 300);
    touch(sheet, 'touchMove', 450);
    fireEvent.touchCancel(sheet, { touches: [], changedTouches: [] });
    expect(sheet.style.getPropertyValue('--cw-drag-offset')).toBe('');
    touch(sheet, 'touchEnd', 450);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

import { CloseButton, Drawer, FocusTrap, Transition } from '@mantine/core';
import { useClickOutside, useMediaQuery } from '@mantine/hooks';
import { useEffect, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import classes from './ContactWidget.module.css';
import { CONTACT_WIDGET_MOBILE_QUERY } from './layout';
import { useSwipeToDismiss } from './useSwipeToDismiss';
import { useText } from '../i18n/Locale';
import { CONTACT_WIDGET_PARTS_TEXT } from './text';

export type ContactWidgetLayout = 'auto' | 'floating' | 'sheet';

export type ContactWidgetDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Id of the dialog (the help button's aria-controls). */
  id: string;
  title: string;
  subtitle?: string;
  /** 'auto': a bottom sheet up to 768 px wide, a floating panel above the button on wider screens. */
  layout?: ContactWidgetLayout;
  /** The help button: focus goes back to it on close, and clicks on it are not "outside" the panel. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
};

/** The viewport decides, unless the layout is forced (stories, tests). */
function useSheetLayout(layout: ContactWidgetLayout) {
  const narrow = useMediaQuery(CONTACT_WIDGET_MOBILE_QUERY, undefined, { getInitialValueInEffect: false });
  return layout === 'auto' ? narrow : layout === 'sheet';
}

/**
 * Seed 000 §2.10, §4: the contact panel's frame. Wide screens: a panel above the help button. Phones: a
 * bottom sheet that a downward swipe dismisses. Either way a dialog named by its title, closed by its
 * close button or Escape, with focus kept inside while open and given back to the help button on close.
 */
export function ContactWidgetDialog({ layout = 'auto', ...props }: ContactWidgetDialogProps) {
  return useSheetLayout(layout) ? <ContactWidgetSheet {...props} /> : <ContactWidgetFloatingPanel {...props} />;
}

type FrameProps = Omit<ContactWidgetDialogProps, 'layout'>;

/** Closes and gives focus back to the help button; its Escape closes nothing else on the page. */
function useClose({ onClose, returnFocusRef }: Pick<FrameProps, 'onClose' | 'returnFocusRef'>) {
  return (returnFocus: boolean) => {
    onClose();
    if (returnFocus) returnFocusRef?.current?.focus({ preventScroll: true });
  };
}

function ContactWidgetFloatingPanel({ opened, onClose, id, title, subtitle, returnFocusRef, children }: FrameProps) {
  const text = useText(CONTACT_WIDGET_PARTS_TEXT);
  const close = useClose({ onClose, returnFocusRef });
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  // A click elsewhere on the page closes the panel and leaves focus where the click put it.
  useClickOutside(() => close(false), null, [panel, returnFocusRef?.current ?? null], opened);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <Transition mounted={opened} transition="pop-bottom-right" duration={160} exitDuration={120}>
      {(transitionStyles) => (
        <FocusTrap active={opened} innerRef={setPanel}>
          <section id={id} role="dialog" aria-labelledby={`${id}-title`} className={classes.floatingPanel} style={transitionStyles} onKeyDown={onKeyDown}>
            <header className={classes.panelHeader}>
              <div>
                <h2 className={classes.panelTitle} id={`${id}-title`}>
                  {title}
                </h2>
                {subtitle && <p className={classes.panelSubtitle}>{subtitle}</p>}
              </div>
              <CloseButton size="lg" className={classes.panelClose} aria-label={text('close')} onClick={() => close(true)} />
            </header>
            <div className={classes.panelBody}>{children}</div>
          </section>
        </FocusTrap>
      )}
    </Transition>
  );
}

function ContactWidgetSheet({ opened, onClose, id, title, subtitle, returnFocusRef, children }: FrameProps) {
  const text = useText(CONTACT_WIDGET_PARTS_TEXT);
  const close = useClose({ onClose, returnFocusRef });
  const { sheetRef, handlers } = useSwipeToDismiss<HTMLDivElement>(() => close(true));
  // Mantine records the element to give focus back to when `opened` turns true after mounting; a sheet
  // mounted already open (the panel's code loaded on the first tap) would miss it, so we do it ourselves.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <Drawer.Root opened={opened && mounted} onClose={() => close(true)} position="bottom" returnFocus={false} id={id}>
      <Drawer.Overlay backgroundOpacity={0.45} />
      <Drawer.Content ref={sheetRef} id={id} classNames={{ content: classes.sheet }} data-testid="contact-widget-sheet" {...handlers}>
        <div className={classes.sheetGrip} aria-hidden />
        <Drawer.Header className={classes.sheetHeader}>
          <div>
            <Drawer.Title className={classes.sheetTitle}>{title}</Drawer.Title>
            {subtitle && <p className={classes.sheetSubtitle}>{subtitle}</p>}
          </div>
          <Drawer.CloseButton size="lg" aria-label={text('close')} />
        </Drawer.Header>
        {/* Not Drawer.Body: the dialog would then be 'described' by its whole content, read out at once. */}
        <div className={classes.sheetBody}>{children}</div>
      </Drawer.Content>
    </Drawer.Root>
  );
}

import { Button } from '@mantine/core';
import { IconMenu2, IconX } from '@tabler/icons-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useText } from '../i18n/Locale';
import classes from './GuideLayout.module.css';
import { GUIDE_LAYOUT_TEXT } from './text';

export type GuideNavItem = { id: string; label: string };

type SectionLinksProps = { items: GuideNavItem[]; activeId?: string; onNavigate?: () => void };

/** Same-page links to the sections: plain anchors, which the browser scrolls to and focuses. */
function SectionLinks({ items, activeId, onNavigate }: SectionLinksProps) {
  return (
    <ul className={classes.navList}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={classes.navLink} aria-current={item.id === activeId ? 'location' : undefined} onClick={onNavigate}>
            {item.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The side navigation of section anchors, sticky beside the content (768 px and wider). */
export function GuideSideNav({ items, activeId, title }: { items: GuideNavItem[]; activeId?: string; title: string }) {
  const titleId = useId();
  return (
    <nav aria-labelledby={titleId} className={classes.sideNav}>
      <p id={titleId} className={classes.sideNavTitle}>
        {title}
      </p>
      <SectionLinks items={items} activeId={activeId} />
    </nav>
  );
}

/**
 * The sticky bar of narrow screens (below 768 px): the section being read, and Menu, which opens the list
 * of sections and becomes Close. Choosing a section or pressing Escape closes the list.
 */
export function GuideMobileNav({ items, activeId, title }: { items: GuideNavItem[]; activeId?: string; title: string }) {
  const text = useText(GUIDE_LAYOUT_TEXT);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const activeLabel = items.find((item) => item.id === activeId)?.label ?? title;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div className={classes.mobileBar} data-testid="guide-mobile-bar" onKeyDown={onKeyDown}>
      <div className={classes.mobileBarInner}>
        <span className={classes.mobileBarLabel} aria-hidden>
          {activeLabel}
        </span>
        <Button
          ref={buttonRef}
          variant={open ? 'filled' : 'light'}
          size="sm"
          leftSection={open ? <IconX size={18} aria-hidden /> : <IconMenu2 size={18} aria-hidden />}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          {open ? text('close') : text('menu')}
        </Button>
      </div>
      <nav id={menuId} aria-label={title} className={classes.mobileMenu} hidden={!open}>
        <SectionLinks items={items} activeId={activeId} onNavigate={() => setOpen(false)} />
      </nav>
    </div>
  );
}

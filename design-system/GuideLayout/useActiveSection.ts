import { useEffect, useState } from 'react';

/**
 * The id of the section being read: the last one whose top has scrolled above the line `offset` px
 * below the top of the window (the first section until then).
 */
export function useActiveSection(ids: string[], offset: number): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join('|');

  useEffect(() => {
    const sectionIds = key ? key.split('|') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      let current = sectionIds[0];
      for (const id of sectionIds) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= offset + 1) current = id;
      }
      // At the very bottom the last section is the one being read, however short it is.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom && window.scrollY > 0 && sectionIds.length > 0) current = sectionIds[sectionIds.length - 1];
      setActive(current);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key, offset]);

  return active;
}

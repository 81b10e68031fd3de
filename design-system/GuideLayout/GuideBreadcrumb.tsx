import { Anchor } from '@mantine/core';
import { Fragment } from 'react';
import { useText } from '../i18n/Locale';
import { DsLink } from '../navigation/LinkContext';
import classes from './GuideLayout.module.css';
import { GUIDE_LAYOUT_TEXT } from './text';

export type GuideCrumb = { label: string; href?: string };

/** A trail of links ending at the current page ('Insurance > Flood Insurance'). */
export function GuideBreadcrumb({ crumbs }: { crumbs: GuideCrumb[] }) {
  const text = useText(GUIDE_LAYOUT_TEXT);
  return (
    <nav aria-label={text('breadcrumb')} className={classes.breadcrumb}>
      <ol>
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <Fragment key={`${crumb.label}-${index}`}>
              <li>
                {isCurrent || !crumb.href ? (
                  <span className={isCurrent ? classes.crumbCurrent : undefined} aria-current={isCurrent ? 'page' : undefined}>
                    {crumb.label}
                  </span>
                ) : (
                  <Anchor component={DsLink} href={crumb.href} size="sm" fw={600}>
                    {crumb.label}
                  </Anchor>
                )}
                {!isCurrent && (
                  <span className={classes.crumbSeparator} aria-hidden>
                    {' > '}
                  </span>
                )}
              </li>
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
